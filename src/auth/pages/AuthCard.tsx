import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Icon } from './icons';

/** The card every public page sits in: the product mark, a title, a subtitle, the content. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <section className="gd-card">
      <div className="gd-brand">
        <span className="gd-brand-mark" aria-hidden="true">
          <Icon name="gift" />
        </span>
        <div>
          <p className="gd-brand-name">{translate('gd.common.product_name')}</p>
          <span className="gd-muted gd-small">{translate('gd.auth.tagline')}</span>
        </div>
      </div>
      <h1 className="gd-title">{title}</h1>
      {subtitle && <p className="gd-muted gd-subtitle">{subtitle}</p>}
      <div className="gd-card-body">{children}</div>
    </section>
  );
}

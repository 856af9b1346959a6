import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { AuthCard } from './AuthCard';
import { Icon, type IconName } from './icons';

/** A public page that only explains something: a title, an icon beside a text, an optional action. */
export function AuthNotice({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text: string;
  icon: IconName;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AuthCard title={translate(title)}>
      <div className="gd-notice">
        <Icon name={icon} className="gd-icon gd-warning-icon" />
        <p className="gd-muted">{translate(text)}</p>
      </div>
      {action && <div className="gd-centered">{action}</div>}
    </AuthCard>
  );
}

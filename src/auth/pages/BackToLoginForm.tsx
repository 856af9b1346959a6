import { useTranslate } from 'ra-core';
import type { FormEventHandler, ReactNode } from 'react';
import { AuthCard } from './AuthCard';
import { BackToLogin } from './BackToLogin';

/**
 * The forgot and reset pages around their fields: the card titled after the page, then at the foot
 * of the form the submit button and the way back to login.
 */
export function BackToLoginForm({
  page,
  onSubmit,
  disabled,
  children,
}: {
  page: 'forgot' | 'reset';
  onSubmit: FormEventHandler<HTMLFormElement>;
  disabled: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AuthCard title={translate(`gd.auth.${page}.title`)} subtitle={translate(`gd.auth.${page}.subtitle`)}>
      <form noValidate onSubmit={onSubmit}>
        {children}
        <button type="submit" className="gd-button" disabled={disabled}>
          {translate(`gd.auth.${page}.submit`)}
        </button>
        <div className="gd-centered">
          <BackToLogin />
        </div>
      </form>
    </AuthCard>
  );
}

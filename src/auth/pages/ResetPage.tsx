import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { CALLS } from '../../api/endpoints';
import { callApi } from '../../api/http';
import { AuthCard } from './AuthCard';
import { ExpiredLink } from './ExpiredLink';
import { Spinner } from './PageSpinner';
import { ResetForm } from './ResetForm';

type LinkState = 'checking' | 'valid' | 'expired';

/** /auth/reset/:token: the form only when the link verifies, otherwise the expired-link notice. */
export function ResetPage() {
  const { token = '' } = useParams();
  // The answer is kept with the token it is for: a new token reads as 'checking' until answered.
  const [checked, setChecked] = useState<{ token: string; valid: boolean } | null>(null);
  const state: LinkState = checked?.token !== token ? 'checking' : checked.valid ? 'valid' : 'expired';

  useEffect(() => {
    const controller = new AbortController();
    callApi(CALLS.verifyResetLink, token, { signal: controller.signal }).then(
      () => setChecked({ token, valid: true }),
      () => {
        if (!controller.signal.aborted) setChecked({ token, valid: false });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (state === 'expired') return <ExpiredLink />;
  if (state === 'checking') return <Checking />;
  return <ResetForm token={token} />;
}

function Checking() {
  const translate = useTranslate();
  return (
    <AuthCard title={translate('gd.auth.reset.title')}>
      <div role="status" className="gd-checking">
        <Spinner size={24} />
        <p className="gd-muted">{translate('gd.auth.reset.checking')}</p>
      </div>
    </AuthCard>
  );
}

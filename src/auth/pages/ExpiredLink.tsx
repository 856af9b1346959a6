import { AuthNotice } from './AuthNotice';
import { BackToLogin } from './BackToLogin';

/** platform.md section 8: the notice for a reset link that does not verify. */
export const ExpiredLink = () => (
  <AuthNotice
    title="gd.auth.expired.title"
    text="gd.auth.expired.text"
    icon="linkOff"
    action={<BackToLogin />}
  />
);

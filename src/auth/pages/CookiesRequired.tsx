import { AuthNotice } from './AuthNotice';

/** Shown instead of every page when the browser blocks cookies and storage (platform.md section 1). */
export const CookiesRequired = () => (
  <AuthNotice title="gd.auth.cookies.title" text="gd.auth.cookies.text" icon="cookie" />
);

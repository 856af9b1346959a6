export { LoginPage } from './LoginPage';
export { ForgotPage } from './ForgotPage';
export { ResetPage } from './ResetPage';
export { ExpiredLink } from './ExpiredLink';
export { CookiesRequired } from './CookiesRequired';
export { PublicShell } from './PublicShell';
export { PageSpinner } from './PageSpinner';

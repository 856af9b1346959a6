/** Public pages: login, forgot password, reset password, expired link (platform.md sections 2, 8). */
export default {
  tagline: 'Gift-card marketplace back-office',
  email: 'Email',
  password: 'Password',
  login: {
    title: 'Sign in',
    subtitle: 'Sign in to manage the marketplace.',
    submit: 'Sign in',
    forgot_link: 'Forgot password?',
  },
  forgot: {
    title: 'Forgot password',
    subtitle: 'Enter the email of your account and we will send you a reset link.',
    submit: 'Send reset link',
  },
  reset: {
    title: 'Reset password',
    subtitle: 'Choose a new password of 6 to 15 characters.',
    new_password: 'New password',
    confirm_password: 'Confirm new password',
    submit: 'Reset password',
    checking: 'Checking the link…',
  },
  expired: {
    title: 'Link is expired!',
    text: 'The password reset link is no longer valid. Please request another password reset email from the login page.',
  },
  cookies: {
    title: 'Cookies are disabled',
    text: "Giftdesk keeps your session in the browser's storage, which is blocked while cookies are disabled. Please enable cookies for this site and reload the page.",
  },
  back_to_login: 'Back to login',
  show_password: 'Show password',
  hide_password: 'Hide password',
};

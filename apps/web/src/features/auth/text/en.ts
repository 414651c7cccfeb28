/** The sign-in pages' text: `login.*`, `authRedirect.*`, and `account.*` (the sign-in page's link to the sign-up, the password's show/hide); the sign-up page's `signup.*` is in text/signup, loaded with that page. */
export const en = {
  login: {
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    verifyCode: 'Verification code',
    userType: 'User type',
    submit: 'Sign in',
    refreshCaptcha: 'Click for a new code',
    usernameRequired: 'Enter your username',
    passwordRequired: 'Enter your password',
    verifyCodeRequired: 'Enter the code shown in the image',
    signInBusy: 'Many people are signing in right now. Trying again in {{seconds}} s…',
    welcome: 'Welcome back',
    subtitle: 'Online examinations for vocational skills certification',
  },
  authRedirect: { working: 'Signing you in…', failed: 'The sign-in link is invalid or has expired.' },
  account: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    noAccount: 'Sitting an exam and no account yet?',
    createAccount: 'Create a candidate account',
  },
};

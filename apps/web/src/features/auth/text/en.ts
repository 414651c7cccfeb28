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
  newPassword: {
    title: 'Set your own password',
    intro:
      'You signed in with a password the exam centre gave you (a one-time code). Choose a password of your own to continue; the code stops working.',
    password: 'New password',
    confirm: 'Confirm new password',
    hint: 'At least {{min}} characters; not a common password, the default one or your username.',
    tooShort: 'Use at least {{min}} characters.',
    weak: 'This password is too easy to guess. Choose another.',
    mismatch: 'The two passwords do not match.',
    submit: 'Save and continue',
    done: 'Your new password is saved.',
    signOut: 'Sign out',
  },
};

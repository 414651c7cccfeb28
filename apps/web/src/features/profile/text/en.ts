export const en = {
  title: 'Change password',
  oldPass: 'Current password',
  newPass: 'New password',
  confirmPass: 'Confirm new password',
  mismatch: 'The two passwords do not match.',
  tooShort: 'Use at least 6 characters.',
  changed: 'Password changed.',
  account: 'Account',
};

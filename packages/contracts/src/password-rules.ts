import { DEFAULT_PASSWORD } from './password.js';

/*
 * Apart from password.ts, which the web's first download holds (it hashes the password at
 * sign-in): these rules are needed only where a password is chosen.
 */

/** The product's password rule (the profile's password change and the sign-up): at least this many characters. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Passwords guessed first, refused for new accounts. The server sees only the transported
 * hash, so it checks a chosen password by hashing each of these (and the username) itself.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '666666',
  '888888',
  '123123',
  '654321',
  '112233',
  '121212',
  '123321',
  '147258',
  '147258369',
  '159357',
  '5201314',
  '520520',
  'abc123',
  'a123456',
  '123456a',
  'password',
  'password1',
  'qwerty',
  'qwerty123',
  'qwe123',
  'admin',
  'admin123',
  'iloveyou',
  'woaini',
  'aa123456',
];

/** The passwords a new account may not have: the common ones, the default one, its own username. */
export function guessablePasswords(username: string): string[] {
  return [...new Set([...COMMON_PASSWORDS, DEFAULT_PASSWORD, username, username.toLowerCase(), username.toUpperCase()])];
}

export type PasswordProblem = 'passwordTooShort' | 'passwordWeak';

/** What is wrong with a new password in plain form (the browser checks before hashing it), or null. */
export function passwordProblem(plain: string, username: string): PasswordProblem | null {
  if (plain.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  return guessablePasswords(username).includes(plain) ? 'passwordWeak' : null;
}

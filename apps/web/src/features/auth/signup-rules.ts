import { isValidIdNumber, MOBILE_PATTERN, PASSWORD_MIN_LENGTH, passwordProblem } from '@kaoshi/contracts';

export type UsernameKind = 'idNumber' | 'phone';
export type SignupField = 'username' | 'name' | 'password' | 'confirm' | 'verifyCode';
export type SignupValues = Record<SignupField, string>;

/** The username as the server stores it: an ID number's x upper-case, no spaces. */
export const normalisedUsername = (kind: UsernameKind, raw: string) =>
  kind === 'idNumber' ? raw.trim().toUpperCase() : raw.replace(/\s+/g, '');

/**
 * The sign-up form's checks before anything is sent (the server repeats those it can: it sees
 * the password only hashed). Each refusal is a text key (`signup.*`, or the sign-in form's `login.*`), with its values.
 */
export function signupProblems(kind: UsernameKind, values: SignupValues): Partial<Record<SignupField, [string, Record<string, unknown>?]>> {
  const problems: Partial<Record<SignupField, [string, Record<string, unknown>?]>> = {};
  const username = normalisedUsername(kind, values.username);
  if (!username) problems.username = [kind === 'idNumber' ? 'signup.idNumberRequired' : 'signup.phoneRequired'];
  else if (kind === 'idNumber' && !isValidIdNumber(username)) problems.username = ['signup.idNumberInvalid'];
  else if (kind === 'phone' && !MOBILE_PATTERN.test(username)) problems.username = ['signup.phoneInvalid'];
  if (!values.name.trim()) problems.name = ['signup.nameRequired'];
  const password = passwordProblem(values.password, username);
  if (password) problems.password = [`signup.${password}`, { min: PASSWORD_MIN_LENGTH }];
  else if (values.confirm !== values.password) problems.confirm = ['signup.passwordMismatch'];
  if (!values.verifyCode.trim()) problems.verifyCode = ['login.verifyCodeRequired'];
  return problems;
}

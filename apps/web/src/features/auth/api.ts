import { API, type AuthUser, type CaptchaResponse, hashPasswordForTransport, type LoginResponse, type LoginForm } from '@kaoshi/contracts';
import { formBody, request } from '../../lib/http';

export const fetchCaptcha = () => request<CaptchaResponse>({ url: API.captcha, method: 'GET' });

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type LoginInput = LoginForm;

/** docs/REQUIREMENTS.md §12, §14: a form body, with the password hashed with the suffix before it leaves the browser. */
export const doLogin = (input: LoginInput) =>
  request<LoginResponse>({
    url: API.doLogin,
    method: 'POST',
    data: formBody({ ...input, password: hashPasswordForTransport(input.password) }),
  });

export const fetchAuthWebUser = () => request<AuthUser | null>({ url: API.authWebUser, method: 'GET' });
export const fetchPermissionKeys = (roles: string[]) =>
  request<string[]>({ url: API.listPermissionKeysByRoles, method: 'POST', data: formBody({ roles }) });
export const logoutCall = () => request<null>({ url: API.logout, method: 'POST' });
export const exchangeAuthCode = (code: string) => request<LoginResponse>({ url: API.exchangeAuthCode, method: 'POST', data: { code } });

/** After a staff reset or a one-time code: the account's own password (the session proves the old one). */
export const setNewPassword = (plain: string) =>
  request<null>({ url: API.setNewPassword, method: 'POST', data: { newPass: hashPasswordForTransport(plain) } });

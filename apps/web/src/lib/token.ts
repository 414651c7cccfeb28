import { TOKEN_COOKIE } from '@kaoshi/contracts';
import Cookies from 'js-cookie';

/** The auth token lives in the KAOSHI_TOKEN cookie (spec 9). */
export const getToken = () => Cookies.get(TOKEN_COOKIE);
export const setToken = (token: string, expiresAt?: number) =>
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax', ...(expiresAt ? { expires: new Date(expiresAt) } : {}) });
export const removeToken = () => Cookies.remove(TOKEN_COOKIE);

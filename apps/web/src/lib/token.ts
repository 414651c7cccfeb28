import { TOKEN_COOKIE } from '@kaoshi/contracts';
import Cookies from 'js-cookie';

/**
 * The auth token lives in the KAOSHI_TOKEN cookie (docs/REQUIREMENTS.md §4.1), which this client writes, so it
 * cannot be HttpOnly (decision 0009). SameSite=Strict: no other site's page, link or form makes
 * the browser send it; the console reads it itself on arrival, so nothing needs Lax. Secure
 * whenever the console is served over https.
 */
export const tokenCookieAttributes = (protocol = window.location.protocol): Cookies.CookieAttributes => ({
  sameSite: 'Strict',
  secure: protocol === 'https:',
  path: '/',
});

export const getToken = () => Cookies.get(TOKEN_COOKIE);
export const setToken = (token: string, expiresAt?: number) =>
  Cookies.set(TOKEN_COOKIE, token, { ...tokenCookieAttributes(), ...(expiresAt ? { expires: new Date(expiresAt) } : {}) });
export const removeToken = () => Cookies.remove(TOKEN_COOKIE, { path: '/' });

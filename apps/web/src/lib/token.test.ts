import { TOKEN_COOKIE } from '@kaoshi/contracts';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken, setToken, tokenCookieAttributes } from './token';

describe('the token cookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    removeToken();
  });

  it('is SameSite=Strict always and Secure over https', () => {
    expect(tokenCookieAttributes('https:')).toEqual({ sameSite: 'Strict', secure: true, path: '/' });
    expect(tokenCookieAttributes('http:')).toEqual({ sameSite: 'Strict', secure: false, path: '/' });
  });

  it("is written with those attributes and the session's end as its expiry", () => {
    const set = vi.spyOn(Cookies, 'set');
    const expiresAt = Date.UTC(2030, 0, 1);
    setToken('tok', expiresAt);
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'tok', { sameSite: 'Strict', secure: false, path: '/', expires: new Date(expiresAt) });
    expect(getToken()).toBe('tok');
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});

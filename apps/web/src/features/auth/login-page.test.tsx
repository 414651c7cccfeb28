import { USER_TYPE } from '@kaoshi/contracts';
import { cleanup, render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { LoginPage } from './login-page';
import { rememberedUserType, rememberUserType } from './remembered-user-type';

vi.mock('./api', () => ({
  fetchCaptcha: vi.fn(async () => ({ captchaKey: 'k', svg: '<svg></svg>' })),
  doLogin: vi.fn(async () => ({ token: 't', expiresAt: Date.now() + 60_000 })),
}));
vi.mock('../../lib/token', () => ({ getToken: () => undefined, setToken: vi.fn() }));

beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const shownUserType = () => document.querySelector('.ant-select-selection-item')?.textContent;

function renderLogin() {
  render(
    <App>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </App>,
  );
}

describe('the login page user type', { timeout: 60_000 }, () => {
  it('starts at candidate on a device that has never signed in', () => {
    renderLogin();
    expect(shownUserType()).toBe('Student');
  });

  it('starts at the type of the last sign-in on this device', () => {
    localStorage.setItem('login.userType', '1');
    renderLogin();
    expect(shownUserType()).toBe('Teacher');
  });

  it('stores the type that signed in for the next visit', () => {
    rememberUserType(USER_TYPE.ADMIN);
    expect(rememberedUserType()).toBe(USER_TYPE.ADMIN);
  });

  it('ignores a stored value that is not a user type', () => {
    localStorage.setItem('login.userType', 'admin');
    renderLogin();
    expect(shownUserType()).toBe('Student');
  });
});

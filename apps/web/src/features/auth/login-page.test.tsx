import { STATUS, USER_TYPE } from '@kaoshi/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ApiError } from '../../lib/http';
import { LoginPage } from './login-page';
import { rememberedUserType, rememberUserType } from './remembered-user-type';
import { stubMatchMedia } from '../../test-support/match-media';

vi.mock('./api', () => ({
  fetchCaptcha: vi.fn(async () => ({ captchaKey: 'k', svg: '<svg></svg>' })),
  doLogin: vi.fn(async () => ({ token: 't', expiresAt: Date.now() + 60_000 })),
}));
vi.mock('../../lib/token', () => ({ getToken: () => undefined, setToken: vi.fn() }));

beforeAll(stubMatchMedia);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The user type chosen: the label of the checked radio button. */
const shownUserType = () => screen.getByRole('radiogroup', { name: 'User type' }).querySelector('label:has(input:checked)')?.textContent;

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
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

  it('offers the candidate first and links to the sign-up', () => {
    renderLogin();
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Student', 'Teacher', 'Administrator']);
    expect(screen.getByRole('link', { name: 'Create a candidate account' }).getAttribute('href')).toBe('/register');
  });

  it('names each empty field under it, and sends nothing', async () => {
    const { doLogin } = await import('./api');
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter your username',
      'Enter your password',
      'Enter the code shown in the image',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    expect(doLogin).not.toHaveBeenCalled();
  });

  it('ignores a stored value that is not a user type', () => {
    localStorage.setItem('login.userType', 'admin');
    renderLogin();
    expect(shownUserType()).toBe('Student');
  });
});

describe('the login page while the server is busy with other sign-ins', { timeout: 60_000 }, () => {
  it('counts down and sends the same form again by itself with its place in line, keeping the captcha', async () => {
    const { doLogin, fetchCaptcha } = await import('./api');
    const { setToken } = await import('../../lib/token');
    vi.mocked(doLogin).mockClear();
    vi.mocked(doLogin).mockRejectedValueOnce(
      new ApiError('Busy', STATUS.RATE_LIMITED, {}, { retryAfterSeconds: 1, placeInLine: '42.place' }),
    );
    renderLogin();
    // The captcha's picture has arrived (the form is sent only with one).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Click for a new code' }).innerHTML).toContain('<svg'));
    const captchaCalls = vi.mocked(fetchCaptcha).mock.calls.length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'candidate1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'ABCD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Many people are signing in right now\. Trying again in [12] s…$/);
    await waitFor(() => expect(doLogin).toHaveBeenCalledTimes(2), { timeout: 5000 });
    const [first, second] = vi.mocked(doLogin).mock.calls.map(([input]) => input);
    expect(first).toMatchObject({ username: 'candidate1', verifyCode: 'ABCD', captchaKey: 'k', placeInLine: undefined });
    expect(second).toEqual({ ...first, placeInLine: '42.place' });
    await waitFor(() => expect(setToken).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
    expect(vi.mocked(fetchCaptcha).mock.calls.length).toBe(captchaCalls);
  });
});

import { CONSOLE_ROUTES, filterRoutes } from '@kaoshi/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { loadLanguage } from '../i18n';
import { request } from '../lib/http';
import { session } from '../lib/session';
import { renderPage, stubMatchMedia } from '../test-support/render-page';
import { docsHref, Navbar } from './navbar';

vi.mock('../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

function signInAsFirstAdministrator() {
  session.set({
    status: 'ready',
    permissions: [],
    routes: filterRoutes(CONSOLE_ROUTES, { roles: ['SUPER_ADMIN'], permissions: [] }),
    user: {
      id: 1,
      username: 'admin',
      nickName: 'Admin',
      avatar: '',
      introduction: '',
      roles: ['SUPER_ADMIN'],
      roleNames: ['Administrator'],
      userType: 0,
      className: '',
      departmentName: '',
      email: '',
      remoteLogin: 1,
      resourceUrl: '',
      classId: null,
    },
  });
}

/** Opens the avatar menu and answers the hrefs of its manual and deployment links. */
async function docsLinks() {
  renderPage(<Navbar />, '/dashboard');
  fireEvent.click(screen.getByTestId('avatar-menu'));
  const links = (await screen.findAllByRole('link')).map((link) => link.getAttribute('href') ?? '');
  return links.filter((href) => href.startsWith('/docs/'));
}

beforeAll(stubMatchMedia);
beforeEach(() => {
  vi.mocked(request).mockResolvedValue({ unread: 0 });
  signInAsFirstAdministrator();
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('the avatar menu links to the manual in the console language', { timeout: 20_000 }, () => {
  it('English opens the pages without a suffix', async () => {
    expect(await docsLinks()).toEqual(['/docs/manual.html', '/docs/deployment.html']);
  });

  it('Chinese opens manual.zh.html and deployment.zh.html', async () => {
    await act(async () => {
      await loadLanguage('zh');
      await i18n.changeLanguage('zh');
    });
    expect(await docsLinks()).toEqual(['/docs/manual.zh.html', '/docs/deployment.zh.html']);
    expect(screen.getByText('使用手册')).toBeTruthy();
  });

  it('every language has its page; anything else falls back to English', () => {
    expect(docsHref('manual', 'es')).toBe('/docs/manual.es.html');
    expect(docsHref('deployment', 'ja')).toBe('/docs/deployment.ja.html');
    expect(docsHref('manual', 'fr')).toBe('/docs/manual.html');
  });
});

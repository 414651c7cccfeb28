import { type AuthUser, CONSOLE_ROUTES, type ConsoleRoute, filterRoutes, LOGIN_PATH, USER_TYPE } from '@kaoshi/contracts';
import i18n from '../i18n';
import { fetchAuthWebUser, fetchPermissionKeys, logoutCall } from './session-api';
import { createStore } from './store';
import { removeToken } from './token';

export interface SessionState {
  status: 'idle' | 'loading' | 'ready';
  user: AuthUser | null;
  permissions: string[];
  /** The routes this user may open, generated from their roles and permission keys. */
  routes: ConsoleRoute[];
}

const EMPTY: SessionState = { status: 'idle', user: null, permissions: [], routes: [] };
export const session = createStore<SessionState>(EMPTY);

/** Students live on the candidate pages; anywhere else in the console sends them to /kaoshi. */
export const STUDENT_PATHS = [
  '/kaoshi',
  '/kaoshi-index',
  '/kaoshi-learning',
  '/kaoshi-certificates',
  '/kaoshi-ticket',
  '/kaoshi-assessment',
  '/kaoshi-registration',
  '/kaoshi-messages',
  '/socketA',
  '/profile/index',
];
export const isStudent = (user: AuthUser | null) => !!user && (user.userType === USER_TYPE.STUDENT || user.roles.includes('STUDENT'));

/** docs/REQUIREMENTS.md §2.4: user info first, then permissions, then the allowed routes. */
async function fetchSession(): Promise<SessionState> {
  const user = await fetchAuthWebUser();
  if (!user) throw new Error(i18n.t('http.verificationFailed'));
  // Until the owner sets their own password the server answers nothing else: the guard shows that page.
  if (user.passwordChangeDue) return { status: 'ready', user, permissions: [], routes: [] };
  if (!Array.isArray(user.roles) || user.roles.length === 0) throw new Error(i18n.t('http.rolesRequired'));
  const permissions = await fetchPermissionKeys(user.roles);
  const routes = filterRoutes(CONSOLE_ROUTES, { roles: user.roles, permissions });
  return { status: 'ready', user, permissions, routes };
}

let pending: Promise<SessionState> | null = null;

export function loadSession(): Promise<SessionState> {
  if (!pending) {
    session.set((s) => ({ ...s, status: 'loading' }));
    pending = fetchSession()
      .then((next) => {
        session.set(next);
        return next;
      })
      .catch((error: unknown) => {
        session.set(EMPTY);
        throw error;
      })
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}

/**
 * docs/REQUIREMENTS.md §4.3: changing roles reloads user info and regenerates routes. The page
 * stays while the new session is fetched (the guard shows a spinner only for a first load); the
 * menu and the routes change when it arrives, and a page the user may no longer open is left.
 * On a failure the old session stays: the change itself was saved, the next load shows it.
 */
export async function reloadSession(): Promise<void> {
  const signedIn = session.get();
  if (signedIn.status !== 'ready') return;
  const next = await fetchSession();
  // A sign-out while the request was out wins over its answer.
  if (session.get() === signedIn) session.set(next);
}

/** Whether the signed-in user holds the role: changing it changes their own routes. */
export const holdsRole = (roleKey: string) => session.get().user?.roles.includes(roleKey) ?? false;

export function resetSession() {
  session.set(EMPTY);
}

const logoutListeners = new Set<() => void>();
/** Other stores (tags view) clear themselves on logout. */
export const onLogout = (listener: () => void) => {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
};

/**
 * docs/REQUIREMENTS.md §4.3: logout clears roles and user type, resets routes, closes all tag views, sets
 * socketOpen to false in local storage, then goes to /login with the current path.
 */
export async function logout(currentPath: string): Promise<string> {
  try {
    await logoutCall();
  } catch {
    // The token is dropped either way; a failed call only means the server already forgot it.
  }
  removeToken();
  resetSession();
  logoutListeners.forEach((listener) => listener());
  localStorage.setItem('socketOpen', 'false');
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath)}`;
}

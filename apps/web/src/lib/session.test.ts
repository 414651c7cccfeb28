import { type AuthUser, type ConsoleRoute, USER_TYPE } from '@kaoshi/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAuthWebUser, fetchPermissionKeys } from './session-api';
import { holdsRole, loadSession, reloadSession, resetSession, session, type SessionState } from './session';

vi.mock('./session-api', () => ({ fetchAuthWebUser: vi.fn(), fetchPermissionKeys: vi.fn(), logoutCall: vi.fn() }));

const teacher: AuthUser = {
  id: 7,
  username: 'teacher',
  nickName: 'Teacher',
  avatar: '',
  introduction: '',
  roles: ['TEACHER'],
  roleNames: ['Teacher'],
  userType: USER_TYPE.TEACHER,
  className: '',
  departmentName: '',
  email: '',
  remoteLogin: 0,
  resourceUrl: '',
  classId: null,
};

const paths = (routes: ConsoleRoute[]): string[] => routes.flatMap((route) => [route.path, ...paths(route.children ?? [])]);

/** Every state the store passes through while `run` goes on. */
async function statesDuring(run: () => Promise<unknown>): Promise<SessionState['status'][]> {
  const seen: SessionState['status'][] = [];
  const stop = session.subscribe(() => seen.push(session.get().status));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

afterEach(() => {
  resetSession();
  vi.clearAllMocks();
});

describe('reloadSession (docs/REQUIREMENTS.md §4.3: changing roles reloads the user info and regenerates the routes)', () => {
  it('regenerates the routes from the new permissions without leaving the ready state', async () => {
    vi.mocked(fetchAuthWebUser).mockResolvedValue(teacher);
    vi.mocked(fetchPermissionKeys).mockResolvedValue(['SYSTEM']);
    await loadSession();
    expect(paths(session.get().routes)).not.toContain('/system/roleManage');

    vi.mocked(fetchAuthWebUser).mockResolvedValue({ ...teacher, roles: ['TEACHER', 'AUDITOR'] });
    vi.mocked(fetchPermissionKeys).mockResolvedValue(['SYSTEM', 'SYSTEM-ROLE']);
    // The page stays mounted: the guard shows its spinner for any state but ready.
    expect(await statesDuring(reloadSession)).toEqual(['ready']);
    expect(paths(session.get().routes)).toContain('/system/roleManage');
    expect(session.get().user?.roles).toEqual(['TEACHER', 'AUDITOR']);
    expect(fetchPermissionKeys).toHaveBeenLastCalledWith(['TEACHER', 'AUDITOR']);
    expect(holdsRole('AUDITOR')).toBe(true);
  });

  it('keeps the session it had when the reload fails', async () => {
    vi.mocked(fetchAuthWebUser).mockResolvedValue(teacher);
    vi.mocked(fetchPermissionKeys).mockResolvedValue(['SYSTEM', 'SYSTEM-ROLE']);
    await loadSession();
    const before = session.get();

    vi.mocked(fetchPermissionKeys).mockRejectedValue(new Error('offline'));
    await expect(reloadSession()).rejects.toThrow('offline');
    expect(session.get()).toBe(before);
  });

  it('does not bring back a session that was signed out while the reload was out', async () => {
    vi.mocked(fetchAuthWebUser).mockResolvedValue(teacher);
    vi.mocked(fetchPermissionKeys).mockResolvedValue(['SYSTEM']);
    await loadSession();

    let answer: (keys: string[]) => void = () => {};
    vi.mocked(fetchPermissionKeys).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const reload = reloadSession();
    await vi.waitFor(() => expect(fetchPermissionKeys).toHaveBeenCalledTimes(2));
    resetSession();
    answer(['SYSTEM', 'SYSTEM-ROLE']);
    await reload;
    expect(session.get().status).toBe('idle');
    expect(holdsRole('TEACHER')).toBe(false);
  });

  it('does nothing before a session was loaded', async () => {
    await reloadSession();
    expect(fetchAuthWebUser).not.toHaveBeenCalled();
    expect(session.get().status).toBe('idle');
  });
});

import type { RoleRecord } from '@kaoshi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { holdsRole, reloadSession } from '../../lib/session';
import { bindRolePermissions } from './api';
import { RolePermissionsDrawer } from './role-permissions-drawer';

vi.mock('../../lib/session', () => ({ holdsRole: vi.fn(), reloadSession: vi.fn(async () => undefined) }));
vi.mock('./api', () => ({
  permissionTree: vi.fn(async () => []),
  permissionIdsOfRole: vi.fn(async () => [3]),
  bindRolePermissions: vi.fn(async () => null),
}));

const role: RoleRecord = { roleId: 5, roleKey: 'TEACHER', roleName: 'Teacher', description: '', builtIn: 1, userCount: 2, createdAt: 0 };

async function saveBinding() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RolePermissionsDrawer role={role} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  // Saved once what the role holds has loaded: the binding sends it back.
  await waitFor(() => expect(screen.queryByRole('tree')).not.toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(bindRolePermissions).toHaveBeenCalledWith(5, [3]);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('binding permissions to a role (docs/REQUIREMENTS.md §4.3)', () => {
  it("reloads the signed-in user's session when they hold the role", async () => {
    vi.mocked(holdsRole).mockReturnValue(true);
    await saveBinding();
    expect(holdsRole).toHaveBeenCalledWith('TEACHER');
    await waitFor(() => expect(reloadSession).toHaveBeenCalledTimes(1));
  });

  it('leaves the session alone for a role they do not hold', async () => {
    vi.mocked(holdsRole).mockReturnValue(false);
    await saveBinding();
    expect(holdsRole).toHaveBeenCalledWith('TEACHER');
    expect(reloadSession).not.toHaveBeenCalled();
  });
});

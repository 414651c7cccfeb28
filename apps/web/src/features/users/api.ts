import { type AddedUser, API, type Paged, type RoleRef, type TemporaryPassword, type UserRecord } from '@kaoshi/contracts';
import { request } from '../../lib/http';
import type { Filters } from '../../lib/list-query';

export type UserInput = Omit<UserRecord, 'userId' | 'roles' | 'createdAt'> & { roleIds?: number[] };

export const listUsers = (params: Filters) => request<Paged<UserRecord>>({ url: API.listUser, method: 'GET', params });
/**
 * docs/REQUIREMENTS.md §12: no password is sent; the server gives the new account a one-time code
 * (or the centre's default), answered once to be handed over, like a reset.
 */
export const addUser = (user: UserInput) => request<AddedUser>({ url: API.addUser, method: 'POST', data: user });
export const updateUser = (userId: number, user: UserInput) =>
  request<UserRecord>({ url: API.updateUser, method: 'PUT', data: { ...user, userId } });
export const deleteUser = (userId: number) => request<null>({ url: `${API.deleteUser}/${userId}`, method: 'DELETE' });
export const resetPassword = (userId: number) => request<TemporaryPassword>({ url: `${API.reSetPass}/${userId}`, method: 'POST' });
/** Ends the user's sessions (on one's own account, all but this one); answers how many ended. */
export const revokeSessions = (userId: number) => request<{ ended: number }>({ url: `${API.revokeSessions}/${userId}`, method: 'POST' });
export const listRolesForSelect = () => request<RoleRef[]>({ url: API.listAllRolesForSelect, method: 'GET' });

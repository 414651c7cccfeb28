import { API, type Paged, type PermissionNode, type RoleRecord, type AddRoleBody } from '@kaoshi/contracts';
import { formBody, request } from '../../lib/http';
import type { Filters } from '../../lib/list-query';

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type RoleInput = AddRoleBody;

export const listRoles = (params: Filters) => request<Paged<RoleRecord>>({ url: API.listRole, method: 'GET', params });
export const addRole = (role: RoleInput) => request<RoleRecord>({ url: API.addRole, method: 'POST', data: role });
export const updateRole = (roleId: number, role: RoleInput) =>
  request<RoleRecord>({ url: API.updateRole, method: 'PUT', data: { ...role, roleId } });
export const deleteRole = (roleId: number) => request<null>({ url: `${API.deleteRole}/${roleId}`, method: 'DELETE' });
export const permissionIdsOfRole = (roleId: number) => request<number[]>({ url: `${API.listRoleRefPermission}/${roleId}`, method: 'GET' });
/** docs/REQUIREMENTS.md §14: a form body of roleId and permissionIds. */
export const bindRolePermissions = (roleId: number, permissionIds: number[]) =>
  request<number[]>({ url: API.bindRoleWithPermission, method: 'POST', data: formBody({ roleId, permissionIds }) });
export const permissionTree = () => request<PermissionNode[]>({ url: API.listPermissionTree, method: 'GET' });

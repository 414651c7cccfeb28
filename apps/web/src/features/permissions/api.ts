import { API, type PermissionNode, type PermissionRecord } from '@kaoshi/contracts';
import { request } from '../../lib/http';

export type PermissionInput = Omit<PermissionRecord, 'permissionId' | 'builtIn'>;

export const permissionTree = () => request<PermissionNode[]>({ url: API.listPermissionTree, method: 'GET' });
export const addPermission = (input: PermissionInput) => request<PermissionRecord>({ url: API.addPermission, method: 'POST', data: input });
export const updatePermission = (permissionId: number, input: PermissionInput) =>
  request<PermissionRecord>({ url: API.updatePermission, method: 'PUT', data: { ...input, permissionId } });
export const deletePermission = (permissionId: number) =>
  request<null>({ url: `${API.deletePermission}/${permissionId}`, method: 'DELETE' });

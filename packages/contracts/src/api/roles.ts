import { z } from 'zod';
import { idList, optionalFilter, pageQuery, requiredId, stringList } from './common.js';

export const roleFields = z.object({
  roleKey: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,31}$/, { message: 'roleKey must be 2-32 capital letters, digits or _' }),
  roleName: z.string().trim().min(1).max(64),
  description: z.string().trim().max(500).default(''),
});

export const addRoleBody = roleFields;
export type AddRoleBody = z.infer<typeof addRoleBody>;
export const updateRoleBody = roleFields.extend({ roleId: requiredId });
export type UpdateRoleBody = z.infer<typeof updateRoleBody>;

export const listRoleQuery = pageQuery.extend({ roleKey: optionalFilter, roleName: optionalFilter });
export type ListRoleQuery = z.infer<typeof listRoleQuery>;

/** POST /api/kaoshi-user/role/bindRoleWithPermission, form: roleId, permissionIds (docs/REQUIREMENTS.md §14). */
export const bindRoleWithPermissionBody = z.object({
  roleId: requiredId,
  permissionIds: idList,
});
export type BindRoleWithPermissionBody = z.infer<typeof bindRoleWithPermissionBody>;

/** POST /api/kaoshi-user/role/listPermissionKeysByRoles, form: roles (docs/REQUIREMENTS.md §13). */
export const permissionKeysByRolesBody = z.object({ roles: stringList });

export interface RoleRecord {
  roleId: number;
  roleKey: string;
  roleName: string;
  description: string;
  builtIn: number;
  userCount: number;
  createdAt: number;
}

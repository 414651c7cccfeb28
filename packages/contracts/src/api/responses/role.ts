import { z } from 'zod';
import { API } from '../paths.js';
import { none } from './define.js';

/** The answers of the /role/ calls (generated from the API tests' answers, then read against the code). */

const addRoleData = z.strictObject({
  roleId: z.number(),
  roleKey: z.string(),
  roleName: z.string(),
  description: z.string(),
  builtIn: z.number(),
  createdAt: z.number(),
  userCount: z.number(),
});

export const roleResponses = {
  [`GET ${API.listRole}`]: z.strictObject({
    list: z.array(addRoleData),
    total: z.number(),
  }),
  [`POST ${API.addRole}`]: addRoleData,
  [`GET ${API.getRoleById}/:id`]: addRoleData,
  [`PUT ${API.updateRole}`]: addRoleData,
  [`DELETE ${API.deleteRole}/:id`]: none,
  [`GET ${API.listRoleRefPermission}/:id`]: z.array(z.number()),
  [`POST ${API.bindRoleWithPermission}`]: z.array(z.number()),
  [`GET ${API.listAllRolesForSelect}`]: z.array(
    z.strictObject({
      roleId: z.number(),
      roleKey: z.string(),
      roleName: z.string(),
    }),
  ),
  [`POST ${API.listPermissionKeysByRoles}`]: z.array(z.string()),
};

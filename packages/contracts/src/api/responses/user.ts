import { z } from 'zod';
import { temporaryPassword } from '../auth.js';
import { API } from '../paths.js';
import { none } from './define.js';

/** The answers of the /user/ calls (generated from the API tests' answers, then read against the code). */

const addUserData = z.strictObject({
  userId: z.number(),
  username: z.string(),
  nickName: z.string(),
  userType: z.number(),
  email: z.string(),
  phone: z.string(),
  introduction: z.string(),
  avatar: z.string(),
  className: z.string(),
  departmentName: z.string(),
  locked: z.number(),
  remoteLogin: z.number(),
  createdAt: z.number(),
  roles: z.array(
    z.strictObject({
      roleId: z.number(),
      roleKey: z.string(),
      roleName: z.string(),
    }),
  ),
});

export const userResponses = {
  [`GET ${API.logout}`]: none,
  [`POST ${API.logout}`]: none,
  [`GET ${API.listUser}`]: z.strictObject({
    list: z.array(addUserData),
    total: z.number(),
  }),
  // The one-time code of an account made without a password, shown once.
  [`POST ${API.addUser}`]: addUserData.extend({ temporaryPassword: temporaryPassword.optional() }),
  [`GET ${API.queryUserDetailByUserId}/:id`]: addUserData,
  [`PUT ${API.updateUser}`]: addUserData,
  [`DELETE ${API.deleteUser}/:id`]: none,
  [`POST ${API.bindUserWithRole}`]: addUserData,
  [`GET ${API.reSetPass}/:id`]: temporaryPassword,
  [`POST ${API.reSetPass}/:id`]: temporaryPassword,
  [`POST ${API.revokeSessions}/:id`]: z.strictObject({
    ended: z.number(),
  }),
  [`POST ${API.updatePass}`]: none,
  [`POST ${API.setNewPassword}`]: none,
};

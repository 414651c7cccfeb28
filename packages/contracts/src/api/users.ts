import { z } from 'zod';
import {
  flag01,
  idList,
  mediaUrl,
  mediaUrlText,
  optionalEmail,
  optionalFilter,
  optionalPhone,
  optionalText,
  pageQuery,
  requiredId,
} from './common.js';
import { type TemporaryPassword, transportPassword, username } from './auth.js';

export const userFields = z.object({
  username,
  nickName: z.string().trim().min(1).max(64),
  userType: z.coerce.number().int().min(0).max(2),
  email: optionalEmail,
  phone: optionalPhone,
  introduction: optionalText(500),
  /** An uploaded file or an https: address (rich-text/url-policy.ts); empty when none. */
  avatar: mediaUrl(500),
  className: optionalText(100),
  departmentName: optionalText(100),
  locked: flag01.default(0),
  /** docs/REQUIREMENTS.md §3: the avatar menu shows only when remoteLogin is 1. */
  remoteLogin: flag01.default(1),
});

/** POST /api/kaoshi-user/user/addUser. The password is the hashed default unless given. */
export const addUserBody = userFields.extend({
  password: transportPassword.optional(),
  roleIds: idList.optional(),
});
export type AddUserBody = z.infer<typeof addUserBody>;

/**
 * PUT /api/kaoshi-user/user/updateUser. The avatar and the batch and category names are set
 * elsewhere (the profile, the registration): left out, they stay as stored, so saving the
 * console's form, which does not show them, does not wipe them.
 */
export const updateUserBody = userFields.extend({
  userId: requiredId,
  roleIds: idList.optional(),
  avatar: mediaUrlText(500).optional(),
  className: z.string().trim().max(100).optional(),
  departmentName: z.string().trim().max(100).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** GET /api/kaoshi-user/user/listUser */
export const listUserQuery = pageQuery.extend({
  username: optionalFilter,
  nickName: optionalFilter,
  userType: z.coerce.number().int().min(0).max(2).optional(),
  locked: flag01.optional(),
  roleId: requiredId.optional(),
});
export type ListUserQuery = z.infer<typeof listUserQuery>;

/** POST /api/kaoshi-user/user/bindUserWithRole (its body is ours: a user id and role ids). */
export const bindUserWithRoleBody = z.object({
  userId: requiredId,
  roleIds: idList,
});
export type BindUserWithRoleBody = z.infer<typeof bindUserWithRoleBody>;

export interface RoleRef {
  roleId: number;
  roleKey: string;
  roleName: string;
}

export interface UserRecord {
  userId: number;
  username: string;
  nickName: string;
  userType: number;
  email: string;
  phone: string;
  introduction: string;
  avatar: string;
  className: string;
  departmentName: string;
  locked: number;
  remoteLogin: number;
  roles: RoleRef[];
  createdAt: number;
}

/** addUser's answer: the account, and its one-time code (shown once) when no password was given. */
export type AddedUser = UserRecord & { temporaryPassword?: TemporaryPassword };

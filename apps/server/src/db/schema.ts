import type { Generated } from 'kysely';

/**
 * Table types as the application sees them (camelCase; the CamelCasePlugin maps to the
 * snake_case columns). Timestamps are epoch milliseconds; flags are 0/1 as the spec codes.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  nickName: string;
  userType: number;
  email: string;
  phone: string;
  introduction: string;
  avatar: string;
  className: string;
  departmentName: string;
  resourceUrl: string;
  locked: number;
  remoteLogin: number;
  createdAt: number;
  updatedAt: number;
}

export interface RolesTable {
  id: Generated<number>;
  roleKey: string;
  roleName: string;
  description: string;
  builtIn: number;
  createdAt: number;
}

export interface UserRolesTable {
  userId: number;
  roleId: number;
}

export interface PermissionsTable {
  id: Generated<number>;
  permissionKey: string;
  name: string;
  type: number;
  linkType: number;
  url: string;
  parentId: number | null;
  sort: number;
  builtIn: number;
}

export interface RolePermissionsTable {
  roleId: number;
  permissionId: number;
}

export interface SessionsTable {
  tokenHash: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export interface CaptchasTable {
  captchaKey: string;
  answer: string;
  expiresAt: number;
}

export interface AuthCodesTable {
  codeHash: string;
  userId: number;
  expiresAt: number;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  userRoles: UserRolesTable;
  permissions: PermissionsTable;
  rolePermissions: RolePermissionsTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  authCodes: AuthCodesTable;
}

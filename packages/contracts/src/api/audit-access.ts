import type { PermissionKey } from '../permissions.js';
import { ROLE } from '../user-types.js';

/**
 * Who reads the audit trail (decision 0010): administrators. The console's permission keys
 * (docs/REQUIREMENTS.md §2.2) are fixed, so it takes the user-management key and, as well, role
 * SUPER_ADMIN or SUPER: a user manager who is neither cannot read what other administrators did.
 * SUPER_ADMIN passes every check. Its own file: the route table, in every first download
 * (a candidate's too), needs this and none of the trail's codes.
 */
const USER_MANAGEMENT: PermissionKey = 'SYSTEM-USER';
export const AUDIT_READ_ACCESS = { permission: USER_MANAGEMENT, roles: [ROLE.SUPER_ADMIN, ROLE.SUPER] };

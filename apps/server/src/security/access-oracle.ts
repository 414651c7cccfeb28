import { type PermissionKey, ROLE, STATUS } from '@kaoshi/contracts';
import type { Access } from '../types.js';

/**
 * The authorisation tests' oracle: what a route's declared access means for one caller, written
 * from the rule as docs/REQUIREMENTS.md §2.4 and §13 state it (not from plugins/access.ts, whose behaviour it judges).
 */
export type Verdict = 'tokenInvalid' | 'forbidden' | 'admitted';

/** A caller as the tests made it: whether its token should still work, its roles, its keys. */
export interface CallerProfile {
  tokenGood: boolean;
  roles: readonly string[];
  keys: readonly PermissionKey[];
}

/** The keys that open an operation (any one of them is enough); none for public and signedIn. */
export const keysOf = (access: Access): PermissionKey[] => (typeof access === 'object' ? [access.permission].flat() : []);

/**
 * Public: anyone. Otherwise a good token first (10000 without one). signedIn: that is all.
 * A permission rule: SUPER_ADMIN always; anyone else needs one of the keys and, when the rule
 * names roles, one of those roles too (40300 otherwise).
 */
export function expectedVerdict(access: Access, caller: CallerProfile): Verdict {
  if (access === 'public') return 'admitted';
  if (!caller.tokenGood) return 'tokenInvalid';
  if (access === 'signedIn' || caller.roles.includes(ROLE.SUPER_ADMIN)) return 'admitted';
  const hasRole = !access.roles || access.roles.some((role) => caller.roles.includes(role));
  const hasKey = keysOf(access).some((key) => caller.keys.includes(key));
  return hasRole && hasKey ? 'admitted' : 'forbidden';
}

/**
 * What the server did with a call: 10000 and 40300 are the access check's refusals; anything
 * else (a result, a 40000 for the empty body, a 40400 for the made-up id) got past it.
 */
export function verdictOf(status: number): Verdict {
  if (status === STATUS.TOKEN_INVALID) return 'tokenInvalid';
  if (status === STATUS.FORBIDDEN) return 'forbidden';
  return 'admitted';
}

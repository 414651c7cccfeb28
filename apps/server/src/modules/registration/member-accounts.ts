/**
 * Accounts a passed group makes for members no account knew (security round 3, H2): no known
 * password. Each gets a one-time activation code, shown once to the group reviewer to hand over;
 * only its hash is stored. The username is the ID number when free: that is safe only because
 * the password is unknown, and it is the name the person would sign in with anyway.
 */
import { randomInt } from 'node:crypto';
import { hashPasswordForTransport, type MemberActivation, ROLE, USER_TYPE } from '@kaoshi/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashStoredPassword } from '../auth/index.js';

/** How long an activation code stays valid. */
export const ACTIVATION_TTL_MS = 14 * 86_400_000;
/** No 0/O, 1/I/L: the code is read out or copied from paper. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 12;

export function newActivationCode() {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * The one place a member's activation code is made, so the one-time-password mechanism of the
 * auth module can replace it (docs/security-round-3/groups.md): today the code is the account's
 * only password, stored as any password is. Hashed before the group's transaction opens, so
 * SQLite's one connection is not held while hundreds of codes are hashed.
 */
export async function prepareActivation() {
  const activationCode = newActivationCode();
  return { activationCode, passwordHash: await hashStoredPassword(hashPasswordForTransport(activationCode)) };
}
export type PreparedActivation = Awaited<ReturnType<typeof prepareActivation>>;

interface NewMember {
  rowNumber: number;
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
}

/** A student account for a new member, with its activation code; the ID number is claimed when the member is enrolled. */
export async function createMemberAccount(
  trx: Transaction<Database>,
  groupId: number,
  member: NewMember,
  prepared: PreparedActivation,
  now: number,
): Promise<{ accountId: number; activation: MemberActivation }> {
  const taken = await trx.selectFrom('users').select('id').where('username', '=', member.idNumber).executeTakeFirst();
  const username = taken ? `${member.idNumber}-G${groupId}` : member.idNumber;
  const { id } = await trx
    .insertInto('users')
    .values({
      username,
      nickName: member.name,
      gender: member.gender,
      idNumber: null,
      phone: member.phone,
      email: '',
      userType: USER_TYPE.STUDENT,
      passwordHash: prepared.passwordHash,
      introduction: '',
      avatar: '',
      className: '',
      departmentName: '',
      resourceUrl: '',
      locked: 0,
      remoteLogin: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: roleId } = await trx.selectFrom('roles').select('id').where('roleKey', '=', ROLE.STUDENT).executeTakeFirstOrThrow();
  await trx.insertInto('userRoles').values({ userId: id, roleId }).execute();
  const activation = { activationCode: prepared.activationCode, expiresAt: now + ACTIVATION_TTL_MS };
  return { accountId: id, activation: { rowNumber: member.rowNumber, name: member.name, username, ...activation } };
}

/**
 * Accounts a passed group makes for members no account knew (security round 3, H2): no known
 * password. Each gets a one-time activation code (auth's issueOneTimePassword: only its hash is
 * stored, it expires, and it signs in only into setting a new password), shown once to the group
 * reviewer to hand over. Never the centre's DEFAULT_PASSWORD: the organisation would know it. The username is the ID number when free: that is safe only because
 * the password is unknown, and it is the name the person would sign in with anyway.
 */
import type { MemberActivation } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createCandidateAccount } from '../accounts/index.js';
import { issueOneTimePassword } from '../auth/index.js';

/** How long an activation code signs in (then only staff can issue another). */
export const ACTIVATION_TTL_MS = 14 * 86_400_000;

interface NewMember {
  rowNumber: number;
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
}

/** A student account for a new member, with its activation code; the ID number is claimed when the member is enrolled. */
export async function createMemberAccount(
  app: FastifyInstance,
  trx: Transaction<Database>,
  groupId: number,
  member: NewMember,
  now: number,
): Promise<{ accountId: number; activation: MemberActivation }> {
  const taken = await trx.selectFrom('users').select('id').where('username', '=', member.idNumber).executeTakeFirst();
  const username = taken ? `${member.idNumber}-G${groupId}` : member.idNumber;
  const id = await createCandidateAccount(
    trx,
    {
      username,
      nickName: member.name,
      gender: member.gender,
      idNumber: null,
      phone: member.phone,
      // Not a hash: no password matches it (verifyStoredPassword) until the activation code replaces it below.
      passwordHash: '!',
    },
    now,
  );
  const code = await issueOneTimePassword(trx, id, { now, ttlMs: ACTIVATION_TTL_MS, dialect: app.dialect, live: app.live });
  const activation = { activationCode: code.password, expiresAt: code.expiresAt };
  return { accountId: id, activation: { rowNumber: member.rowNumber, name: member.name, username, ...activation } };
}

/**
 * The one place a `users` row is made. Every account starts from the same columns: staff forms,
 * sign-up, a group's new members, the student form and import, and the seed, the benchmarks and
 * the tests through `accountRow` / `candidateRow`.
 */
import { ROLE, USER_TYPE } from '@kaoshi/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';

/** The columns every new account starts with unless its maker says otherwise. */
const DEFAULTS = {
  email: '',
  phone: '',
  introduction: '',
  avatar: '',
  className: '',
  departmentName: '',
  resourceUrl: '',
  locked: 0,
  remoteLogin: 1,
} satisfies Partial<Insertable<UsersTable>>;

type Columns = Omit<Insertable<UsersTable>, 'id' | 'createdAt' | 'updatedAt'>;
/** What the maker of an account decides: its name, user type and password hash, and any other column. */
export type NewAccount = Omit<Columns, keyof typeof DEFAULTS> & Partial<Pick<Columns, keyof typeof DEFAULTS>>;
/** A candidate (user type STUDENT, docs/REQUIREMENTS.md §20) bound to the STUDENT role. */
export type NewCandidate = Omit<NewAccount, 'userType'>;

/** The row of a new account: empty profile texts, not locked, remote sign-in allowed. */
export function accountRow(account: NewAccount, now: number): Insertable<UsersTable> {
  return { ...DEFAULTS, ...account, createdAt: now, updatedAt: now };
}

export const candidateRow = (candidate: NewCandidate, now: number) => accountRow({ ...candidate, userType: USER_TYPE.STUDENT }, now);

export async function studentRoleId(db: Kysely<Database>) {
  const { id } = await db.selectFrom('roles').select('id').where('roleKey', '=', ROLE.STUDENT).executeTakeFirstOrThrow();
  return id;
}

/** Inserts the accounts, each bound to `roleIds`, in the caller's transaction; their ids in order. */
export async function createAccounts(db: Kysely<Database>, accounts: readonly NewAccount[], roleIds: readonly number[], now: number) {
  if (accounts.length === 0) return [];
  const inserted = await db
    .insertInto('users')
    .values(accounts.map((account) => accountRow(account, now)))
    .returning('id')
    .execute();
  const ids = inserted.map(({ id }) => id);
  const bindings = ids.flatMap((userId) => roleIds.map((roleId) => ({ userId, roleId })));
  if (bindings.length > 0) await db.insertInto('userRoles').values(bindings).execute();
  return ids;
}

/** Candidate accounts with the STUDENT role (the student import makes many in one statement). */
export async function createCandidateAccounts(db: Kysely<Database>, candidates: readonly NewCandidate[], now: number) {
  const roleId = await studentRoleId(db);
  return createAccounts(
    db,
    candidates.map((candidate) => ({ ...candidate, userType: USER_TYPE.STUDENT })),
    [roleId],
    now,
  );
}

/** One candidate account: sign-up, a group's new member, the student form. */
export async function createCandidateAccount(db: Kysely<Database>, candidate: NewCandidate, now: number) {
  const [id] = await createCandidateAccounts(db, [candidate], now);
  return id!;
}

/** A staff account with no role yet: the caller checks the grant, then binds (replaceUserRoles). */
export async function createStaffAccount(db: Kysely<Database>, account: NewAccount, now: number) {
  const [id] = await createAccounts(db, [account], [], now);
  return id!;
}

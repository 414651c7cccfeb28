/** Changes to existing accounts: the staff forms' fields, locking, passwords, removal. */
import { type Lang, USER_TYPE } from '@kaoshi/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';

/** The columns an edit form may set; the password, identity and batch have their own calls. */
type EditableFields = Omit<
  Updateable<UsersTable>,
  'id' | 'passwordHash' | 'passwordChangeDue' | 'passwordExpiresAt' | 'legalName' | 'photoFileId' | 'createdAt' | 'updatedAt'
>;

/** A staff member's edit of one account (the users and students forms). */
export async function updateAccountFields(db: Kysely<Database>, userId: number, fields: EditableFields, now: number) {
  await db
    .updateTable('users')
    .set({ ...fields, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

export async function setAccountsLocked(db: Kysely<Database>, userIds: readonly number[], locked: number, now: number) {
  await db.updateTable('users').set({ locked, updatedAt: now }).where('id', 'in', userIds).execute();
}

/**
 * Stores a password's hash. `due` marks one someone else knows (a one-time code, expiring at
 * `expiresAt`), which signs in only into setting the owner's own; an own password clears both.
 * Left out (a rehash on sign-in), the account's state and its updatedAt stay as they are.
 */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  change?: { due: boolean; expiresAt: number | null; now: number },
) {
  const state = change && { passwordChangeDue: change.due ? 1 : 0, passwordExpiresAt: change.expiresAt, updatedAt: change.now };
  await db
    .updateTable('users')
    .set({ passwordHash, ...state })
    .where('id', '=', userId)
    .execute();
}

/** Sessions and role bindings go with the account (ON DELETE CASCADE). */
export async function deleteAccount(db: Kysely<Database>, userId: number) {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Removes only those of `userIds` that are candidates. */
export async function deleteCandidateAccounts(db: Kysely<Database>, userIds: readonly number[]) {
  await db.deleteFrom('users').where('id', 'in', userIds).where('userType', '=', USER_TYPE.STUDENT).execute();
}

/**
 * An account's messages are written in the language it last signed in with (the web sends its
 * choice with every request); queued messages keep the language of their moment (modules/notifications).
 */
export async function rememberNotificationLanguage(db: Kysely<Database>, userId: number, lang: Lang): Promise<void> {
  await db
    .updateTable('users')
    .set({ notificationLanguage: lang })
    .where('id', '=', userId)
    .where('notificationLanguage', '!=', lang)
    .execute();
}

import type { MigrationDb } from './helpers.js';

/**
 * A password that staff set or that the server made (a reset, a new account, an activation code)
 * is known to someone other than the account's owner (docs/SECURITY.md, "Round 3"):
 * `password_change_due` is 1 until the owner sets a password of their own, and every session of
 * the account can do nothing else meanwhile; `password_expires_at` (epoch ms, null for a
 * password the owner chose) is when such a temporary password stops signing in.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_change_due', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('password_expires_at', 'bigint').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_expires_at').execute();
  await db.schema.alterTable('users').dropColumn('password_change_due').execute();
}

import { type MigrationDb, withId } from './helpers.js';

/**
 * The notifications outbox (docs/REQUIREMENTS.md §22): one row per message and channel, written
 * in the transaction of the event that causes it, delivered by the sender (modules/notifications/
 * sender.ts). `idempotency_key` is unique, so the same event queued twice (a replayed request, a
 * retried transaction) is one message; `lease_until` marks a row a sender has claimed, and a
 * lease that ran out (the sender died) makes it due again. In-app messages are delivered by
 * being written: the message centre reads them here (`read_at`).
 *
 * `users.notification_language`: the language the account last signed in with, which its
 * messages are written in ('' until its first sign-in: the centre's default language then).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'varchar(60)', (col) => col.notNull())
    .addColumn('channel', 'varchar(10)', (col) => col.notNull())
    .addColumn('lang', 'varchar(5)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('subject', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('vars', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('lease_owner', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('lease_until', 'bigint')
    .addColumn('provider_answer', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .addColumn('sent_at', 'bigint')
    .addColumn('read_at', 'bigint')
    .addColumn('resent_from', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notifications_due').on('notifications').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('notifications_inbox').on('notifications').columns(['user_id', 'channel', 'read_at']).execute();
  await db.schema
    .alterTable('users')
    .addColumn('notification_language', 'varchar(5)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notification_language').execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}

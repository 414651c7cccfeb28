import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/** Statuses that hold an ID number in a batch: under review (1) and passed (2). */
const LIVE = sql.raw<boolean>('status in (1, 2)');

/**
 * One person, one ID number (security round 3, docs/SECURITY.md round 3).
 *
 * At most one live application per batch and ID number, held by the database on both engines
 * (a partial unique index). Drafts are left out on purpose: a draft is seen by no reviewer, so
 * a stranger's draft must not lock the real applicant out; the claim starts when an application
 * is submitted, where a reviewer sees it next to its duplicates. Live duplicates already stored
 * are settled first: the passed one (else the oldest) keeps the place, the others fail with a
 * reason the candidate sees.
 *
 * A group member row remembers the existing account it was matched to and that account's
 * answer: new (no account: one is made on passing), invited, accepted, declined, refused
 * (collides with a live application of the batch) or enrolled.
 */
export async function up(db: MigrationDb): Promise<void> {
  const live = await db
    .selectFrom('registrations')
    .select(['id', 'class_id', 'id_number', 'status'])
    .where(LIVE)
    .orderBy('status', 'desc')
    .orderBy('id')
    .execute();
  const kept = new Set<string>();
  const settled: number[] = [];
  for (const row of live as { id: number; class_id: number; id_number: string }[]) {
    const key = `${row.class_id}:${row.id_number}`;
    if (kept.has(key)) settled.push(row.id);
    else kept.add(key);
  }
  if (settled.length > 0)
    await db
      .updateTable('registrations')
      .set({ status: 3, reason: 'Another application of this batch uses the same ID number; contact the examination centre.' })
      .where('id', 'in', settled)
      .execute();
  await db.schema
    .createIndex('registrations_live_id_number_uq')
    .on('registrations')
    .columns(['class_id', 'id_number'])
    .unique()
    .where(LIVE)
    .execute();
  // The review queue's duplicate marks look applications up by ID number.
  await db.schema.createIndex('registrations_id_number_idx').on('registrations').column('id_number').execute();

  await db.schema
    .alterTable('registration_group_members')
    .addColumn('account_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('registration_group_members')
    .addColumn('join_status', 'varchar(16)', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema.createIndex('registration_group_members_account_idx').on('registration_group_members').column('account_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('registration_group_members_account_idx').ifExists().execute();
  await db.schema.alterTable('registration_group_members').dropColumn('join_status').execute();
  await db.schema.alterTable('registration_group_members').dropColumn('account_id').execute();
  await db.schema.dropIndex('registrations_id_number_idx').ifExists().execute();
  await db.schema.dropIndex('registrations_live_id_number_uq').ifExists().execute();
}

import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { isPostgres, type MigrationDb } from './migrations/helpers.js';
import * as m0001 from './migrations/0001-users-roles-permissions.js';
import * as m0002 from './migrations/0002-organisation.js';
import * as m0003 from './migrations/0003-question-bank.js';
import * as m0004 from './migrations/0004-exams.js';
import * as m0005 from './migrations/0005-marking.js';
import * as m0006 from './migrations/0006-answer-max-scores.js';
import * as m0007 from './migrations/0007-audit.js';
import * as m0008 from './migrations/0008-notice-reading.js';
import * as m0009 from './migrations/0009-auth-code-sessions.js';
import * as m0010 from './migrations/0010-user-organisation.js';
import * as m0011 from './migrations/0011-registrations.js';
import * as m0014 from './migrations/0014-articles.js';
import * as m0013 from './migrations/0013-certificates.js';
import * as m0012 from './migrations/0012-venues-tickets.js';
import * as m0015 from './migrations/0015-attempt-scored-at.js';
import * as m0016 from './migrations/0016-paper-versions.js';
import * as m0017 from './migrations/0017-account-passwords.js';
import * as m0018 from './migrations/0018-one-person-one-id.js';
import * as m0019 from './migrations/0019-legal-identity.js';
import * as m0021 from './migrations/0021-check-in-window.js';
import * as m0022 from './migrations/0022-written-answers.js';
import * as m0023 from './migrations/0023-skills-assessment.js';
import * as m0025 from './migrations/0025-notifications.js';
import * as m0027 from './migrations/0027-centre-settings.js';
import * as m0028 from './migrations/0028-returned-applications-revocation-kinds.js';
import * as m0029 from './migrations/0029-practical-requirement.js';
import * as m0030 from './migrations/0030-result-notices.js';
import * as m0031 from './migrations/0031-exam-reminders.js';

/** One ordered migration set for SQLite and PostgreSQL alike; add new files at the end. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-users-roles-permissions': m0001,
  '0002-organisation': m0002,
  '0003-question-bank': m0003,
  '0004-exams': m0004,
  '0005-marking': m0005,
  '0006-answer-max-scores': m0006,
  '0007-audit': m0007,
  '0008-notice-reading': m0008,
  '0009-auth-code-sessions': m0009,
  '0010-user-organisation': m0010,
  '0011-registrations': m0011,
  '0014-articles': m0014,
  '0013-certificates': m0013,
  '0012-venues-tickets': m0012,
  '0015-attempt-scored-at': m0015,
  '0016-paper-versions': m0016,
  '0017-account-passwords': m0017,
  '0018-one-person-one-id': m0018,
  '0019-legal-identity': m0019,
  '0021-check-in-window': m0021,
  '0022-written-answers': m0022,
  '0023-skills-assessment': m0023,
  '0025-notifications': m0025,
  '0027-centre-settings': m0027,
  '0028-returned-applications-revocation-kinds': m0028,
  '0029-practical-requirement': m0029,
  '0030-result-notices': m0030,
  '0031-exam-reminders': m0031,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: MigrationDb): Promise<void> {
  // On PostgreSQL, Kysely looks for its own tables in every schema unless told which one: a
  // database holding other schemas (tests run one per file) would make it skip creating them.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'kysely_migration',
    migrationLockTableName: 'kysely_migration_lock',
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

import { ANSWER_GRACE_MS } from '@kaoshi/contracts';
import { CompiledQuery, type Kysely } from 'kysely';
import { preparePostgresStatement } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { OPEN_STATUSES } from './attempt-state.js';

/**
 * The answer save on PostgreSQL as one statement: one round trip instead of five (begin, the
 * locking read, the upsert, the count, commit), so that a save costs PostgreSQL about what a
 * single-row upsert costs. In order, inside one CTE:
 *  - `viewer` (the session variant only): the user of the request's session, when the session
 *    would pass the access hook; the save then needs no statement of its own for the viewer;
 *  - `locked`: the attempt, when it is the candidate's, locked (a submission locks it too, so a
 *    save and a finish never interleave; after waiting for the lock the row is the latest
 *    committed one);
 *  - `seen`: the same row as this statement's snapshot saw it, to tell whether it changed while
 *    the statement waited;
 *  - `stored`: the stored answer to the question (its seq, and whether it counted as answered);
 *  - `allowed`: the attempt is open, within the deadline's grace, unchanged since the snapshot,
 *    and holds no answer with this seq or a higher one;
 *  - `upserted`: the upsert, which again keeps the higher seq;
 *  - `counted`: answered_count moved by the change from empty to given or back.
 * The row returned says what was decided. Statements of READ COMMITTED read one snapshot: when
 * another save of the same attempt committed while this one waited for the lock, `stored` may be
 * older than the truth. Such a save either changed the attempt row (its count moved: `locked` and
 * `seen` differ) or wrote this question's answer (the upsert then finds a higher seq and writes
 * nothing while `stored` said it would). Either way nothing was written and the caller runs the
 * statement again on a fresh snapshot (see {@link runSaveStatement}).
 */
function saveSql(owner: 'student' | 'session') {
  // Whose attempt it must be: the given student's, or the user of the session whose token hash is $3.
  const ownerId = owner === 'student' ? '$3::int' : '(select id from viewer)';
  return `
with ${owner === 'session' ? VIEWER_CTE : ''}locked as (
  select id, student_id, status, deadline_at, xmin::text as version from attempts where id = $1 and student_id = ${ownerId} for update
),
seen as (
  select xmin::text as version from attempts where id = $1
),
stored as (
  select seq, choices, text, flagged, (case when choices <> '' or btrim(text) <> '' then 1 else 0 end) as answered
  from attempt_answers where attempt_id = $1 and question_id = $2
),
allowed as (
  select locked.id from locked join seen on locked.version = seen.version
  where locked.status in (${OPEN_STATUSES.join(', ')}) and $4::bigint <= locked.deadline_at + ${ANSWER_GRACE_MS}
    and not exists (select 1 from stored where stored.seq >= $5::int)
),
upserted as (
  insert into attempt_answers (attempt_id, question_id, choices, text, flagged, seq, saved_at)
  select $1::int, $2::int, $6::varchar, $7::text, $8::int, $5::int, $4::bigint from allowed
  on conflict (attempt_id, question_id) do update set
    choices = excluded.choices, text = excluded.text, flagged = excluded.flagged, seq = excluded.seq, saved_at = excluded.saved_at
    where attempt_answers.seq < excluded.seq
  returning seq
),
counted as (
  update attempts set answered_count = answered_count + ($9::int - coalesce((select answered from stored), 0))
  where id = $1 and exists (select 1 from upserted) and $9::int <> coalesce((select answered from stored), 0)
  returning id
)
select locked.student_id, locked.status, locked.deadline_at, locked.version = seen.version as fresh,
  stored.seq, stored.choices, stored.text, stored.flagged, (select count(*) from upserted)::int as applied
from locked join seen on true left join stored on true`;
}

/**
 * The session's check, as the access hook (plugins/access.ts) makes it for a candidate's save:
 * an unexpired session ($3 its token's hash, $10 the time now) of an unlocked user who holds
 * STUDENT-EXAM through a role ($11). Anything else (no such session, a locked user, a missing
 * permission, a super administrator who holds the key without a role granting it) finds no
 * viewer; the caller then signs the viewer in the usual way, whose refusal is the exact one.
 */
const VIEWER_CTE = `viewer as (
  select sessions.user_id as id from sessions join users on users.id = sessions.user_id
  where sessions.token_hash = $3 and sessions.expires_at > $10::bigint and users.locked = 0
    and exists (
      select 1 from user_roles
      join role_permissions on role_permissions.role_id = user_roles.role_id
      join permissions on permissions.id = role_permissions.permission_id
      where user_roles.user_id = sessions.user_id and permissions.permission_key = $11
    )
),
`;

const SAVE_SQL = { student: saveSql('student'), session: saveSql('session') };
preparePostgresStatement(SAVE_SQL.student);
preparePostgresStatement(SAVE_SQL.session);

/** Whose attempt: a student's, known already, or the user of a session the statement checks itself. */
export type SaveOwner = { studentId: number } | { tokenHash: string; now: number; permission: string };

export interface SaveStatementInput {
  attemptId: number;
  questionId: number;
  owner: SaveOwner;
  arrivedAt: number;
  seq: number;
  choices: string;
  text: string;
  flagged: number;
  /** Whether the new answer counts as answered (1) or not (0). */
  answered: 0 | 1;
}

export interface SaveStatementRow {
  studentId: number;
  status: number;
  deadlineAt: number;
  fresh: boolean;
  seq: number | null;
  choices: string | null;
  text: string | null;
  flagged: number | null;
  applied: number;
}

/** What the statement decided (after as many runs as a fresh snapshot took). */
export type SaveStatementOutcome =
  | { kind: 'missing' }
  | { kind: 'refused'; row: SaveStatementRow }
  | { kind: 'newer'; row: SaveStatementRow }
  | { kind: 'stored'; row: SaveStatementRow };

const MAX_RUNS = 20;

/**
 * Runs the save statement until it decides (at most a few times under contention for one
 * attempt; a heartbeat's presence write committing while the save waits is the usual cause).
 * `accepts` is the attempt-state rule, applied to the row the statement read.
 */
export async function runSaveStatement(
  db: Kysely<Database>,
  input: SaveStatementInput,
  accepts: (row: SaveStatementRow) => boolean,
): Promise<SaveStatementOutcome> {
  const { owner } = input;
  const bySession = 'tokenHash' in owner;
  const parameters = [
    input.attemptId,
    input.questionId,
    bySession ? owner.tokenHash : owner.studentId,
    input.arrivedAt,
    input.seq,
    input.choices,
    input.text,
    input.flagged,
    input.answered,
    ...(bySession ? [owner.now, owner.permission] : []),
  ];
  const query = CompiledQuery.raw(bySession ? SAVE_SQL.session : SAVE_SQL.student, parameters);
  for (let run = 0; run < MAX_RUNS; run++) {
    // The CamelCasePlugin maps the result's column names (student_id → studentId) for raw queries too.
    const [row] = (await db.executeQuery<SaveStatementRow>(query)).rows;
    // No row: no such attempt, or not the owner's (or, by session, no session that passes).
    if (!row) return { kind: 'missing' };
    if (!accepts(row)) return { kind: 'refused', row };
    if (!row.fresh) continue;
    if (row.seq !== null && row.seq >= input.seq) return { kind: 'newer', row };
    if (row.applied === 1) return { kind: 'stored', row };
  }
  throw new Error(`answer save for attempt ${input.attemptId}: no decision after ${MAX_RUNS} runs of the statement`);
}

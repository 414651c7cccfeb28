import { ANSWER_GRACE_MS } from '@kaoshi/contracts';
import { CompiledQuery, type Kysely } from 'kysely';
import { preparePostgresStatement } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { OPEN_STATUSES } from './attempt-state.js';

/**
 * The answer save on PostgreSQL as one statement: one round trip instead of five (begin, the
 * locking read, the upsert, the count, commit), so that a save costs PostgreSQL about what a
 * single-row upsert costs. In order, inside one CTE:
 *  - `locked`: the attempt, locked (a submission locks it too, so a save and a finish never
 *    interleave; after waiting for the lock the row is the latest committed one);
 *  - `seen`: the same row as this statement's snapshot saw it, to tell whether it changed while
 *    the statement waited;
 *  - `stored`: the stored answer to the question (its seq, and whether it counted as answered);
 *  - `allowed`: the attempt is the candidate's, open, within the deadline's grace, unchanged since
 *    the snapshot, and holds no answer with this seq or a higher one;
 *  - `upserted`: the upsert, which again keeps the higher seq;
 *  - `counted`: answered_count moved by the change from empty to given or back.
 * The row returned says what was decided. Statements of READ COMMITTED read one snapshot: when
 * another save of the same attempt committed while this one waited for the lock, `stored` may be
 * older than the truth. Such a save either changed the attempt row (its count moved: `locked` and
 * `seen` differ) or wrote this question's answer (the upsert then finds a higher seq and writes
 * nothing while `stored` said it would). Either way nothing was written and the caller runs the
 * statement again on a fresh snapshot (see {@link runSaveStatement}).
 */
const SAVE_SQL = `
with locked as (
  select id, student_id, status, deadline_at, xmin::text as version from attempts where id = $1 for update
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
  where locked.student_id = $3 and locked.status in (${OPEN_STATUSES.join(', ')}) and $4::bigint <= locked.deadline_at + ${ANSWER_GRACE_MS}
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
preparePostgresStatement(SAVE_SQL);

export interface SaveStatementInput {
  attemptId: number;
  questionId: number;
  studentId: number;
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
  const parameters = [
    input.attemptId,
    input.questionId,
    input.studentId,
    input.arrivedAt,
    input.seq,
    input.choices,
    input.text,
    input.flagged,
    input.answered,
  ];
  for (let run = 0; run < MAX_RUNS; run++) {
    // The CamelCasePlugin maps the result's column names (student_id → studentId) for raw queries too.
    const [row] = (await db.executeQuery<SaveStatementRow>(CompiledQuery.raw(SAVE_SQL, parameters))).rows;
    if (!row) return { kind: 'missing' };
    if (row.studentId !== input.studentId || !accepts(row)) return { kind: 'refused', row };
    if (!row.fresh) continue;
    if (row.seq !== null && row.seq >= input.seq) return { kind: 'newer', row };
    if (row.applied === 1) return { kind: 'stored', row };
  }
  throw new Error(`answer save for attempt ${input.attemptId}: no decision after ${MAX_RUNS} runs of the statement`);
}

import { ANSWER_GRACE_MS } from '@kaoshi/contracts';
import { CompiledQuery, type Kysely } from 'kysely';
import { preparePostgresStatement } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { OPEN_STATUSES } from './attempt-state.js';

/**
 * The answer saves on PostgreSQL, many in one statement. A save of its own was one statement
 * and one transaction (round 8 of docs/performance.md): on two shared cores PostgreSQL's work
 * per transaction (waking a backend, starting the executor, the commit's log record and flush)
 * cost the machine as much as the server's work for the save. The saves that arrive while a
 * statement runs wait for the next one and go in together as arrays, one row each, so that the
 * transaction's cost is shared, as the group commit shares SQLite's (REQUIREMENTS.md §19).
 *
 * In order, inside one CTE:
 *  - `input`: the saves, one row each (`n` its place in the batch); a batch holds at most one
 *    save of an attempt, so every join below on the attempt finds one row of it;
 *  - `owners`: whose attempt each must be: the given student's, or the user of the session whose
 *    token hash the row carries, when that session would pass the access hook (see VIEWER);
 *  - `locked`: the attempts, when they are their owners', locked in the order of their ids (two
 *    batches, or a batch and a heartbeats' write, never wait for each other in a circle). A
 *    submission locks the row too, so a save and a finish never interleave, and after waiting for
 *    the lock the row is the latest committed one;
 *  - `seen`: the same rows as this statement's snapshot saw them, to tell whether each changed
 *    while the statement waited;
 *  - `stored`: the stored answer to each save's question (its seq, and whether it counted);
 *  - `allowed`: the saves whose attempt is open, within the deadline's grace, unchanged since the
 *    snapshot, and holds no answer with this seq or a higher one;
 *  - `upserted`: the upserts, which again keep the higher seq;
 *  - `counted`: answered_count moved by the change from empty to given or back.
 * A row comes back for every save whose attempt was found, saying what was decided. Statements
 * of READ COMMITTED read one snapshot: when another save of the same attempt committed while this
 * one waited for the lock, `stored` may be older than the truth. Such a save either changed the
 * attempt row (its count moved: `locked` and `seen` differ) or wrote the question's answer (the
 * upsert then finds a higher seq and writes nothing while `stored` said it would). Either way
 * nothing was written for that save and it goes again in the next batch, on a fresh snapshot.
 */
/**
 * The session's check, as the access hook (plugins/access.ts) makes it for a candidate's save:
 * an unexpired session (the row's token hash, and its time now) of an unlocked user whose password
 * is their own (plugins/access.ts) who holds the
 * row's permission (STUDENT-EXAM) through a role. Anything else (no such session, a locked user,
 * a missing permission, a super administrator who holds the key without a role granting it)
 * finds no owner; the caller then signs the viewer in the usual way, whose refusal is the exact
 * one.
 */
const VIEWER = `select sessions.user_id from sessions join users on users.id = sessions.user_id
    where sessions.token_hash = input.token_hash and sessions.expires_at > input.session_now and users.locked = 0
      and users.password_change_due = 0
      and exists (
        select 1 from user_roles
        join role_permissions on role_permissions.role_id = user_roles.role_id
        join permissions on permissions.id = role_permissions.permission_id
        where user_roles.user_id = sessions.user_id and permissions.permission_key = input.permission
      )`;

const SAVE_BATCH_SQL = `
with input as (
  select * from unnest($1::int[], $2::int[], $3::int[], $4::varchar[], $5::bigint[], $6::int[], $7::varchar[], $8::text[], $9::int[], $10::int[], $11::bigint[], $12::varchar[])
    with ordinality as input (attempt_id, question_id, student_id, token_hash, arrived_at, seq, choices, text, flagged, answered, session_now, permission, n)
),
owners as (
  select input.attempt_id, coalesce(input.student_id, (${VIEWER})) as student_id from input
),
locked as (
  select id, student_id, status, deadline_at, xmin::text as version from attempts
  where (id, student_id) in (select attempt_id, student_id from owners)
  order by id for update
),
seen as (
  select id, xmin::text as version from attempts where id in (select attempt_id from input)
),
stored as (
  select attempt_answers.attempt_id, attempt_answers.seq, attempt_answers.choices, attempt_answers.text, attempt_answers.flagged,
    (case when attempt_answers.choices <> '' or btrim(attempt_answers.text) <> '' then 1 else 0 end) as answered
  from attempt_answers join input on attempt_answers.attempt_id = input.attempt_id and attempt_answers.question_id = input.question_id
),
allowed as (
  select input.* from input
  join locked on locked.id = input.attempt_id
  join seen on seen.id = locked.id and seen.version = locked.version
  where locked.status in (${OPEN_STATUSES.join(', ')}) and input.arrived_at <= locked.deadline_at + ${ANSWER_GRACE_MS}
    and not exists (select 1 from stored where stored.attempt_id = input.attempt_id and stored.seq >= input.seq)
),
upserted as (
  insert into attempt_answers (attempt_id, question_id, choices, text, flagged, seq, saved_at)
  select attempt_id, question_id, choices, text, flagged, seq, arrived_at from allowed
  on conflict (attempt_id, question_id) do update set
    choices = excluded.choices, text = excluded.text, flagged = excluded.flagged, seq = excluded.seq, saved_at = excluded.saved_at
    where attempt_answers.seq < excluded.seq
  returning attempt_id
),
counted as (
  update attempts set answered_count = attempts.answered_count + change.delta
  from (
    select allowed.attempt_id, allowed.answered - coalesce(stored.answered, 0) as delta from allowed
    join upserted on upserted.attempt_id = allowed.attempt_id
    left join stored on stored.attempt_id = allowed.attempt_id
  ) as change
  where attempts.id = change.attempt_id and change.delta <> 0
  returning attempts.id
)
select input.n, locked.student_id, locked.status, locked.deadline_at, locked.version = seen.version as fresh,
  stored.seq, stored.choices, stored.text, stored.flagged, (upserted.attempt_id is not null)::int as applied
from input
join locked on locked.id = input.attempt_id
join seen on seen.id = locked.id
left join stored on stored.attempt_id = input.attempt_id
left join upserted on upserted.attempt_id = input.attempt_id`;

preparePostgresStatement(SAVE_BATCH_SQL);

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

interface PendingSave {
  input: SaveStatementInput;
  /** The attempt-state rule, applied to the row the statement read. */
  accepts: (row: SaveStatementRow) => boolean;
  runs: number;
  /** Sent in a batch of its own: its batch failed, and one save's failure must not be another's. */
  alone: boolean;
  resolve: (outcome: SaveStatementOutcome) => void;
  reject: (error: unknown) => void;
}

interface SaveQueue {
  pending: PendingSave[];
  inFlight: number;
  /** The attempts of the statements in flight: a save of one waits for the statement to end. */
  busyAttempts: Set<number>;
  scheduled: boolean;
}

/**
 * At most this many batch statements of one server at a time: the saves arriving meanwhile wait
 * for the next, which is what makes batches (one statement at a time would leave a core idle
 * while its result travels back). The pool keeps connections for everything else.
 */
const MAX_IN_FLIGHT = 2;
/** Saves per statement, at most (a batch's arrays are sent as text). */
const MAX_BATCH = 200;
/** Runs of one save before giving up: a few under contention for one attempt (a heartbeat's write committing while it waited). */
const MAX_RUNS = 20;

const queues = new WeakMap<Kysely<Database>, SaveQueue>();

/**
 * Saves an answer through the next batch statement and says what was decided. `accepts` is the
 * attempt-state rule, applied to the attempt's row as the statement read it.
 */
export function runSaveStatement(
  db: Kysely<Database>,
  input: SaveStatementInput,
  accepts: (row: SaveStatementRow) => boolean,
): Promise<SaveStatementOutcome> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { pending: [], inFlight: 0, busyAttempts: new Set(), scheduled: false }));
  const own = queue;
  return new Promise((resolve, reject) => {
    own.pending.push({ input, accepts, runs: 0, alone: false, resolve, reject });
    schedule(db, own);
  });
}

/** Sends batches on the next turn of the event loop, so that the saves of this turn go together. */
function schedule(db: Kysely<Database>, queue: SaveQueue) {
  if (queue.scheduled || queue.inFlight >= MAX_IN_FLIGHT || queue.pending.length === 0) return;
  queue.scheduled = true;
  setImmediate(() => {
    queue.scheduled = false;
    while (queue.inFlight < MAX_IN_FLIGHT) {
      const batch = takeBatch(queue);
      if (batch.length === 0) break;
      void send(db, queue, batch);
    }
  });
}

/**
 * The oldest saves, one per attempt and none of an attempt in flight: a second save of an
 * attempt waits for the statement before it, which would otherwise hold the lock it needs and
 * leave its snapshot stale. A save whose batch failed goes in a batch of its own.
 */
function takeBatch(queue: SaveQueue): PendingSave[] {
  const batch: PendingSave[] = [];
  const left: PendingSave[] = [];
  for (const entry of queue.pending) {
    const busy = queue.busyAttempts.has(entry.input.attemptId);
    const full = batch.length > 0 && (batch.length >= MAX_BATCH || entry.alone || batch[0]!.alone);
    if (!busy && !full) {
      queue.busyAttempts.add(entry.input.attemptId);
      batch.push(entry);
    } else left.push(entry);
  }
  queue.pending = left;
  return batch;
}

async function send(db: Kysely<Database>, queue: SaveQueue, batch: PendingSave[]) {
  queue.inFlight++;
  try {
    const rows = await executeBatch(db, batch);
    const again: PendingSave[] = [];
    batch.forEach((entry, index) => {
      const outcome = decide(entry, rows.get(index + 1));
      if (outcome) entry.resolve(outcome);
      else if (++entry.runs < MAX_RUNS) again.push(entry);
      else entry.reject(new Error(`answer save for attempt ${entry.input.attemptId}: no decision after ${MAX_RUNS} runs`));
    });
    // Ahead of the saves that came meanwhile, so that a save of the same attempt keeps its turn.
    queue.pending.unshift(...again);
  } catch (error) {
    // One save's failure must not be the others': a batch that failed goes again one save at a
    // time, and only a save that fails alone is refused.
    if (batch.length === 1) batch[0]!.reject(error);
    else queue.pending.unshift(...batch.map((entry) => ({ ...entry, alone: true })));
  } finally {
    queue.inFlight--;
    for (const entry of batch) queue.busyAttempts.delete(entry.input.attemptId);
    schedule(db, queue);
  }
}

/** The statement's result rows by the save's place in the batch (from 1). */
async function executeBatch(db: Kysely<Database>, batch: readonly PendingSave[]): Promise<Map<number, SaveStatementRow>> {
  const column = <T>(of: (input: SaveStatementInput) => T) => batch.map((entry) => of(entry.input));
  const parameters = [
    column((input) => input.attemptId),
    column((input) => input.questionId),
    column((input) => ('studentId' in input.owner ? input.owner.studentId : null)),
    column((input) => ('tokenHash' in input.owner ? input.owner.tokenHash : null)),
    column((input) => input.arrivedAt),
    column((input) => input.seq),
    column((input) => input.choices),
    column((input) => input.text),
    column((input) => input.flagged),
    column((input) => input.answered),
    column((input) => ('tokenHash' in input.owner ? input.owner.now : null)),
    column((input) => ('tokenHash' in input.owner ? input.owner.permission : null)),
  ];
  // The CamelCasePlugin maps the result's column names (student_id → studentId) for raw queries too.
  const { rows } = await db.executeQuery<SaveStatementRow & { n: number }>(CompiledQuery.raw(SAVE_BATCH_SQL, parameters));
  return new Map(rows.map((row) => [row.n, row]));
}

/** What the statement decided for one save; undefined when it must go again on a fresh snapshot. */
function decide(entry: PendingSave, row: SaveStatementRow | undefined): SaveStatementOutcome | undefined {
  // No row: no such attempt, or not the owner's (or, by session, no session that passes).
  if (!row) return { kind: 'missing' };
  if (!entry.accepts(row)) return { kind: 'refused', row };
  if (!row.fresh) return undefined;
  if (row.seq !== null && row.seq >= entry.input.seq) return { kind: 'newer', row };
  if (row.applied === 1) return { kind: 'stored', row };
  return undefined;
}

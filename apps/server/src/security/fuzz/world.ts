import { STATUS, USER_TYPE } from '@kaoshi/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { insertNotice, insertPublication } from '../../modules/attempts/test/attempt-fixture.js';
import { type MarkingContext, sit, startMarkingTest, taskExam } from '../../modules/marking/test/marking-fixture.js';
import { addKnowledge } from '../../modules/questions/test/question-fixtures.js';
import { ownPassword } from '../../test/fixtures.js';
import { DEMO_PASSWORD } from '../../test/harness.js';
import { changedTables, type Snapshot, snapshotter } from './db-snapshot.js';
import { judge, type Verdict } from './response-checks.js';

/**
 * The database the fuzz tests run against: every kind of record exists (the marking tests'
 * exam: organisation, bank, papers, candidates, examiners; plus knowledge points, a notice,
 * an open exam with two submitted attempts and one in progress, a draft publication), so
 * generated ids reach the services' rules instead of stopping at "not found". Requests go
 * as the first administrator (SUPER_ADMIN passes every access check).
 */
export interface FuzzWorld {
  c: MarkingContext;
  /** Ids that exist in most tables: what generated ids are drawn from most of the time. */
  knownIds: number[];
  /** The open exam with an examiner's task: two submitted attempts (waiting for marking), one in progress. */
  publicationId: number;
  /** An open exam of objective questions only: two submitted and scored attempts (what the analysis reads). */
  scoredPublicationId: number;
  /** Sends as the administrator, from an address of its own (per-address limits stay out of the way). */
  send(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Sends, judges the answer and compares the database with the snapshot after the previous exchange. */
  exchange(options: InjectOptions): Promise<Exchange>;
  snapshot(): Promise<Snapshot>;
  close(): Promise<void>;
}

export interface Exchange {
  response: LightMyRequestResponse;
  verdict: Verdict;
  /** The envelope's status and message, when the answer is one. */
  status?: number;
  message?: string;
  /** Tables whose rows changed during the exchange. */
  changed: string[];
}

/** Fails with `what` when the answer is unsound, or when a refusal changed the database. */
export function assertSound(exchange: Exchange, what: string) {
  if (exchange.verdict.problem) throw new Error(`${what}: ${exchange.verdict.problem}`);
  if (exchange.verdict.refused && exchange.changed.length > 0) {
    throw new Error(`${what}: refused (${exchange.response.body.slice(0, 200)}) yet changed ${exchange.changed.join(', ')}`);
  }
}

/** The first administrator is user 1: generated ids leave it out, so the fuzzer does not lock itself out. */
const FIRST_USER_ID = 1;

export async function startFuzzWorld(kind: 'sqlite' | 'postgres'): Promise<FuzzWorld> {
  const c = await startMarkingTest(kind);
  const courseId = c.chain.course.courseId;
  const chapter = await addKnowledge(c.t, c.admin, courseId, 'FZ-CH');
  await addKnowledge(c.t, c.admin, courseId, 'FZ-KN', chapter);
  await insertNotice(c, 'Fuzz notice', '<p>Read me.</p>', 0);
  const publicationId = await taskExam(c);
  const [alice, bruno, chen] = c.candidates;
  await sit(alice!, publicationId, { [c.bank.single[0]!]: ['B'] });
  await sit(bruno!, publicationId, { [c.bank.single[0]!]: ['A'], [c.bank.link[0]!]: 'https://example.com/done' });
  await chen!.api.start(publicationId);
  const scoredPublicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Objective exam' });
  await sit(alice!, scoredPublicationId, { [c.bank.single[0]!]: ['B'], [c.bank.single[1]!]: ['B'], [c.bank.trueFalse[0]!]: ['A'] });
  await sit(bruno!, scoredPublicationId, { [c.bank.single[0]!]: ['A'] });
  await insertPublication(c, { paperId: c.papers.objective, name: 'Draft exam', state: 'draft' });

  let token = c.admin;
  /** A fuzzed password reset or lock ends the administrator's sessions: sign in again (by id: a rename is fuzzed too). */
  const signInAgain = async () => {
    const admin = await c.t.app.db.selectFrom('users').select('username').where('id', '=', FIRST_USER_ID).executeTakeFirstOrThrow();
    token = await c.t.login(admin.username, DEMO_PASSWORD, USER_TYPE.ADMIN);
  };
  let addressSerial = 0;
  const send = async (options: InjectOptions) => {
    addressSerial += 1;
    const remoteAddress = `10.${(addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
    const response = await c.t.app.inject({ ...options, remoteAddress, headers: { authorization: `Bearer ${token}`, ...options.headers } });
    const status = parseEnvelope(response)?.status;
    if (response.statusCode === 401 || status === STATUS.TOKEN_INVALID || status === STATUS.PASSWORD_CHANGE_REQUIRED) await signInAgain();
    return response;
  };

  const snapshot = await snapshotter(c.t.app.db as never, c.t.app.dialect);
  let last = await snapshot();
  const exchange = async (options: InjectOptions): Promise<Exchange> => {
    const response = await send(options);
    const before = last;
    last = await snapshot();
    // A fuzzed reset gave the administrator a one-time code to replace: stand for them setting the demo
    // password again, after this exchange's snapshot (it is not what this request changed).
    const admin = await c.t.app.db.selectFrom('users').select('passwordChangeDue').where('id', '=', FIRST_USER_ID).executeTakeFirst();
    if (admin?.passwordChangeDue) {
      await ownPassword(c.t, FIRST_USER_ID, DEMO_PASSWORD);
      last = await snapshot();
    }
    const envelope = parseEnvelope(response);
    return {
      response,
      verdict: judge(response),
      status: envelope?.status,
      message: envelope?.message,
      changed: changedTables(before, last),
    };
  };

  return {
    c,
    knownIds: Array.from({ length: 11 }, (_, i) => FIRST_USER_ID + 1 + i),
    publicationId,
    scoredPublicationId,
    send,
    exchange,
    snapshot,
    close: () => c.t.close(),
  };
}

function parseEnvelope(response: LightMyRequestResponse): { status: number; message: string } | undefined {
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
  try {
    return JSON.parse(response.body) as { status: number; message: string };
  } catch {
    return undefined;
  }
}

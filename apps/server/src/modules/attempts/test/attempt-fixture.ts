import {
  API,
  assembleQuestions,
  type AttemptSession,
  type Envelope,
  type ExamRoom,
  type IntegrityAck,
  type IntegrityEventKind,
  type MyExams,
  OPTION_KEYS,
  type OptionKey,
  type PaperContent,
  type PaperDetail,
  QUESTION_TYPE,
  type QuestionType,
  type SaveAnswerAck,
  type SittingSession,
  STATUS,
  type SubmitAck,
  USER_TYPE,
} from '@kaoshi/contracts';
import { ManualClock } from '../../../lib/clock.js';
import { expectOk } from '../../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addStudent, type Chain, createChain } from '../../../test/org.js';
import { insertQuestions } from '../../../test/test-bank.js';
import { parseSitting, readFrozenPaper, type SittingEntry } from '../../exam-core/index.js';
import { forgetShape } from '../answers.js';
import { scoreQueue } from '../score-queue.js';

/**
 * The attempts' API tests: a course with a small bank (test-bank.ts keys: single B, multiple
 * A+C, true/false A), candidates of one batch, an outsider of another, papers made through the
 * API, and publications written straight into the tables (the publications module has its own
 * API and tests) with the paper locked as publishing would.
 */
export const EXAM_DAY = Date.UTC(2030, 2, 4, 9, 0, 0);
export const MINUTE = 60_000;

/**
 * The letters a candidate sees for bank keys on their frozen paper (keys not on it pass as they
 * are, for tests of refusals); the page sends these, and the server maps them back.
 */
export async function bankToShown(t: TestApp, attemptId: number, questionId: number, bankKeys: readonly string[]): Promise<string[]> {
  const paper = await readFrozenPaper(t.app.db, attemptId);
  const question = paper?.find((frozen) => frozen.questionId === questionId);
  if (!question) return [...bankKeys];
  const order = question.options.map((option) => option.key);
  return bankKeys.map((key) => (order.includes(key as OptionKey) ? OPTION_KEYS[order.indexOf(key as OptionKey)]! : key));
}

/** The signed-in candidate's calls; every response body is also pushed to `seen` when given. */
/**
 * Waits until the app's scoring queue has scored what it holds (scoring follows a submit's
 * acknowledgement, off the request path: score-queue.ts). Tests that look at scores right after
 * a submit, a proctor's force-submit or the tab-switch limit wait for this first.
 */
export const scoringDone = (t: Pick<TestApp, 'app'>) => scoreQueue(t.app).idle();

export function candidateCalls(t: TestApp, token: string, seen?: unknown[]) {
  const call = async <T>(options: Parameters<TestApp['call']>[0]): Promise<Envelope<T>> => {
    const { body } = await t.call<T>({ ...options, token });
    seen?.push(body);
    return body;
  };
  /** The session with its questions, as the exam page assembles them from the shared content. */
  const sitting = async (session: Envelope<AttemptSession>): Promise<Envelope<SittingSession>> => {
    if (session.status !== STATUS.OK) return session as Envelope<SittingSession>;
    const content = await call<PaperContent>({ method: 'GET', url: session.data.contentUrl });
    return {
      ...session,
      data: { ...session.data, questions: assembleQuestions(session.data.order, expectOk({ body: content }, 'paperContent')) },
    };
  };
  return {
    myExams: () => call<MyExams>({ method: 'GET', url: API.myExams }),
    room: (publicationId: number) => call<ExamRoom>({ method: 'GET', url: `${API.examRoom}/${publicationId}` }),
    start: async (publicationId: number) =>
      sitting(await call<AttemptSession>({ method: 'POST', url: API.startAttempt, payload: { publicationId } })),
    session: async (attemptId: number, resume?: 0 | 1) =>
      sitting(
        await call<AttemptSession>({
          method: 'GET',
          url: `${API.attemptSession}/${attemptId}${resume === undefined ? '' : `?resume=${resume}`}`,
        }),
      ),
    /** `answer.choices` in bank keys, as tests think of them: sent as the letters this candidate sees (bankToShown). */
    save: async (attemptId: number, questionId: number, seq: number, answer: { choices?: string[]; text?: string }, flagged = false) => {
      const shown = answer.choices && { ...answer, choices: await bankToShown(t, attemptId, questionId, answer.choices) };
      return call<SaveAnswerAck>({
        method: 'POST',
        url: API.saveAnswer,
        payload: { attemptId, questionId, seq, answer: shown ?? answer, flagged },
      });
    },
    /** Submits, then waits for the scoring that follows the acknowledgement (scoringDone), as most tests look at scores next. */
    submit: async (attemptId: number) => {
      const ack = await call<SubmitAck>({ method: 'POST', url: API.submitAttempt, payload: { attemptId } });
      await scoringDone(t);
      return ack;
    },
    /** Submits and returns the acknowledgement at once: the attempt may not be scored yet. */
    submitOnly: (attemptId: number) => call<SubmitAck>({ method: 'POST', url: API.submitAttempt, payload: { attemptId } }),
    report: (attemptId: number, kind: IntegrityEventKind) =>
      call<IntegrityAck>({ method: 'POST', url: API.reportIntegrity, payload: { attemptId, kind } }),
  };
}
export type CandidateCalls = ReturnType<typeof candidateCalls>;

export interface Candidate {
  studentId: number;
  username: string;
  name: string;
  token: string;
  api: CandidateCalls;
}

export interface ExamContext {
  t: TestApp;
  clock: ManualClock;
  admin: string;
  chain: Chain;
  /** Another job type's batch: its students sit none of this batch's exams. */
  otherChain: Chain;
  bank: { single: number[]; multiple: number[]; trueFalse: number[]; link: number[] };
  /** At least two: the first two are also `alice` and `bruno`. */
  candidates: Candidate[];
  alice: Candidate;
  bruno: Candidate;
  outsider: Candidate;
  /** Paper ids: see objectivePaper (the plain one shuffles questions and options). */
  papers: { objective: number; withTask: number };
}

let studentSerial = 0;

export async function addCandidate(t: TestApp, admin: string, classId: number, name: string, photo = ''): Promise<Candidate> {
  const student = await addStudent(t, admin, classId, ++studentSerial, { name, photo });
  const token = await t.login(student.username, '123456', USER_TYPE.STUDENT);
  return { studentId: student.studentId, username: student.username, name, token, api: candidateCalls(t, token) };
}

export async function startExamTest(
  kind: 'sqlite' | 'postgres',
  options: { candidates?: number; sqliteFile?: string; env?: Record<string, string> } = {},
): Promise<ExamContext> {
  const clock = new ManualClock(EXAM_DAY - 60 * MINUTE);
  const t = await startTestApp(kind, options.env ?? {}, { clock, sqliteFile: options.sqliteFile });
  const admin = await t.login('admin');
  const chain = await createChain(t, admin, 'EXM', { batch: 'Welders 2030' });
  const otherChain = await createChain(t, admin, 'EXO');
  const courseId = chain.course.courseId;
  const some = (count: number, type: QuestionType) =>
    insertQuestions(
      t.app.db,
      Array.from({ length: count }, () => ({ courseId, type })),
    );
  const bank = {
    single: await some(6, QUESTION_TYPE.SINGLE),
    multiple: await some(2, QUESTION_TYPE.MULTIPLE),
    trueFalse: await some(2, QUESTION_TYPE.TRUE_FALSE),
    link: await some(1, QUESTION_TYPE.EXTERNAL_LINK),
  };
  const names = ['Alice Arcwelder', 'Bruno Brazier', 'Chen Cutter', 'Dana Driller'];
  const candidates: Candidate[] = [];
  for (let i = 0; i < Math.max(options.candidates ?? 2, 2); i++) {
    candidates.push(
      await addCandidate(
        t,
        admin,
        chain.batch.classId,
        names[i] ?? `Candidate ${i}`,
        i === 0 ? 'https://photos.example.org/alice.jpg' : '',
      ),
    );
  }
  const outsider = await addCandidate(t, admin, otherChain.batch.classId, 'Olga Outsider');
  const context = {
    t,
    clock,
    admin,
    chain,
    otherChain,
    bank,
    candidates,
    alice: candidates[0]!,
    bruno: candidates[1]!,
    outsider,
    papers: { objective: 0, withTask: 0 },
  };
  context.papers = {
    objective: (await objectivePaper(context, { shuffle: true })).paperId,
    withTask: (await objectivePaper(context, { withTask: true })).paperId,
  };
  return context;
}

/** A fixed paper of 10 points (pass 6): two single choice (2 each), one multiple (4), one true/false (2); `withTask` adds a 10-point external link. */
export async function objectivePaper(
  c: Pick<ExamContext, 't' | 'admin' | 'chain' | 'bank'>,
  options: { withTask?: boolean; shuffle?: boolean } = {},
): Promise<PaperDetail> {
  const items = [
    { questionId: c.bank.single[0]!, score: 2 },
    { questionId: c.bank.single[1]!, score: 2 },
    { questionId: c.bank.multiple[0]!, score: 4 },
    { questionId: c.bank.trueFalse[0]!, score: 2 },
    ...(options.withTask ? [{ questionId: c.bank.link[0]!, score: 10 }] : []),
  ];
  const shuffle = options.shuffle ? 1 : 0;
  const payload = {
    courseId: c.chain.course.courseId,
    name: 'Welding theory',
    mode: 'fixed',
    passScore: 6,
    durationMinutes: 30,
    items,
    shuffleQuestions: shuffle,
    shuffleOptions: shuffle,
  };
  return expectOk(await c.t.call<PaperDetail>({ method: 'POST', url: API.addPaper, token: c.admin, payload }), 'addPaper');
}

/** A random paper: three of the six single-choice questions, 5 points each, shuffled. */
export async function randomPaper(c: ExamContext): Promise<PaperDetail> {
  const payload = {
    courseId: c.chain.course.courseId,
    name: 'Random theory',
    mode: 'random',
    passScore: 10,
    durationMinutes: 30,
    shuffleQuestions: 1,
    shuffleOptions: 1,
    rules: [{ type: QUESTION_TYPE.SINGLE, knowledgeId: null, difficulty: null, count: 3, score: 5 }],
  };
  return expectOk(await c.t.call<PaperDetail>({ method: 'POST', url: API.addPaper, token: c.admin, payload }), 'addPaper');
}

export interface PublicationFields {
  paperId: number;
  name?: string;
  classIds?: number[];
  noticeId?: number | null;
  kind?: 'normal' | 'supplementary';
  parentPublicationId?: number | null;
  startsAt?: number;
  endsAt?: number;
  durationMinutes?: number;
  attemptsAllowed?: number;
  resultVisibility?: 'immediate' | 'afterClose' | 'never';
  tabSwitchLimit?: number;
  state?: 'draft' | 'published' | 'withdrawn';
}

/** A publication as the publications module stores it (default: published, 09:00–11:00, 30 minutes, results at once). */
export async function insertPublication(c: ExamContext, fields: PublicationFields): Promise<number> {
  const { classIds = [c.chain.batch.classId], ...rest } = fields;
  const now = Date.now();
  const { id } = await c.t.app.db
    .insertInto('publications')
    .values({
      name: 'Welding theory exam',
      noticeId: null,
      kind: 'normal',
      parentPublicationId: null,
      startsAt: EXAM_DAY,
      endsAt: EXAM_DAY + 120 * MINUTE,
      durationMinutes: 30,
      attemptsAllowed: 1,
      resultVisibility: 'immediate',
      fullscreenRequired: 0,
      tabSwitchLimit: 0,
      blockCopyPaste: 0,
      state: 'published',
      publishedAt: now,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
      ...rest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (classIds.length > 0)
    await c.t.app.db
      .insertInto('publicationClasses')
      .values(classIds.map((classId) => ({ publicationId: id, classId })))
      .execute();
  await c.t.app.db.updateTable('papers').set({ locked: 1 }).where('id', '=', fields.paperId).execute();
  return id;
}

export async function insertNotice(c: ExamContext, title: string, content: string, minReadingSeconds = 30): Promise<number> {
  const now = Date.now();
  const { id } = await c.t.app.db
    .insertInto('notices')
    .values({ title, content, minReadingSeconds, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The attempt's row as stored (scores included): what the tests check behind the API. */
export const storedAttempt = (c: ExamContext, attemptId: number) =>
  c.t.app.db.selectFrom('attempts').selectAll().where('id', '=', attemptId).executeTakeFirstOrThrow();

/**
 * Gives one question of the attempt this order of its options (bank keys in displayed order, as a
 * shuffle might have), before any save.
 */
export async function plantOptionOrder(t: Pick<TestApp, 'app'>, attemptId: number, questionId: number, keys: string) {
  const { db } = t.app;
  const row = await db.selectFrom('attempts').select('sitting').where('id', '=', attemptId).executeTakeFirstOrThrow();
  const sitting = parseSitting(row.sitting!).map(([id, type, own]): SittingEntry => [id, type, id === questionId ? keys : own]);
  await db
    .updateTable('attempts')
    .set({ sitting: JSON.stringify(sitting) })
    .where('id', '=', attemptId)
    .execute();
  // A frozen paper never changes, so the server keeps its shapes from the start (answers.ts); this one was changed.
  forgetShape(t.app, attemptId);
}

/** The attempt's frozen paper, in whichever form it is stored (exam-core/frozen-paper-store.ts). */
export const storedPaper = async (c: { t: Pick<TestApp, 'app'> }, attemptId: number) => (await readFrozenPaper(c.t.app.db, attemptId))!;

export const storedAnswers = (c: ExamContext, attemptId: number) =>
  c.t.app.db.selectFrom('attemptAnswers').selectAll().where('attemptId', '=', attemptId).orderBy('questionId').execute();

/** Unwraps a successful envelope, failing with the server's message otherwise. */
export const data = <T>(body: Envelope<T>): T => {
  if (body.status !== 200) throw new Error(`expected 200, got ${body.status} ${body.message}`);
  return body.data;
};

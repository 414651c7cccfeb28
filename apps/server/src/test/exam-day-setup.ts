/**
 * The benchmark's own data, made with the product's code: migrations and reference data as a
 * first start makes them, questions in the stored form of the question bank, candidates with the
 * stored password hash the student import gives (one argon2id hash of the shared password, as an
 * import of new candidates does), a fixed 100-question paper and two publications: the exam of
 * the day and a small always-open one for the saturation probe.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPasswordForTransport, QUESTION_TYPE, ROLE, USER_TYPE } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { seedReferenceData } from '../seed/seed.js';
import { hashStoredPassword } from '../modules/auth/password-hash.js';
import { insertQuestions } from '../modules/papers/test-bank.js';
import { studentRoleId } from '../modules/students/repository.js';
import type { ExamDayOptions } from '@kaoshi/exam-load';

export const CANDIDATE_PASSWORD = 'Exam-day-2030';
const BATCH_SIZE = 1000;
const INSERT_CHUNK = 500;

export interface BenchDatabase extends DatabaseHandle {
  /** What the server processes need to open the same database. */
  serverEnv: Record<string, string>;
  describe: string;
  /** SQLite: the write-ahead log, whose size the benchmark samples (does the WAL grow?). */
  walFile?: string;
  drop: () => Promise<void>;
}

/**
 * The run's scratch directory goes at the end. Removing a tree can meet ENOTEMPTY on this
 * machine's overlay filesystem (seen once in CI, after every check had passed), so it retries and
 * a leftover temporary directory is reported, never turned into a failed run.
 */
function removeScratch(dir: string) {
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.warn(`could not remove the scratch directory ${dir} (${(error as Error).message}); delete it by hand`);
  }
}

/** SQLite: a file in a fresh directory. PostgreSQL: a fresh database on DATABASE_URL's server. */
export async function createBenchDatabase(options: ExamDayOptions): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-exam-day-'));
  if (options.db === 'sqlite') {
    const sqliteFile = path.join(dataDir, 'kaoshi.sqlite');
    const handle = openDatabase({ sqliteFile });
    return {
      ...handle,
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      // The servers inherit this process's environment: SQLITE_COMMIT_PIPELINE=off reaches them.
      describe: `SQLite file ${sqliteFile} (WAL, synchronous=FULL, commit pipeline ${process.env.SQLITE_COMMIT_PIPELINE === 'off' ? 'off' : 'on'})`,
      walFile: `${sqliteFile}-wal`,
      drop: async () => {
        await handle.db.destroy();
        if (!options.keep) removeScratch(dataDir);
      },
    };
  }
  const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const name = `kaoshi_exam_day_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '', poolSize: 4 });
  return {
    ...handle,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    describe: `PostgreSQL database ${name}`,
    drop: async () => {
      await handle.db.destroy();
      removeScratch(dataDir);
      if (options.keep) return;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface ExamDayData {
  publicationId: number;
  probePublicationId: number;
  candidates: string[];
  probeCandidates: string[];
  /** Proctors' usernames (with the candidates' password). */
  proctors: string[];
  /** Transport digest of the shared password: what the login form sends. */
  passwordDigest: string;
}

type Db = Kysely<Database>;

async function insertOne<T extends keyof Database & string>(db: Db, table: T, values: Record<string, unknown>): Promise<number> {
  const row = await db
    .insertInto(table)
    .values(values as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  return (row as { id: number }).id;
}

interface NewUser {
  username: string;
  nickName: string;
  userType: number;
  classId: number | null;
}

/** Users sharing one password hash and one role, in chunks. */
async function insertUsers(db: Db, users: readonly NewUser[], passwordHash: string, roleId: number) {
  const now = Date.now();
  for (let from = 0; from < users.length; from += INSERT_CHUNK) {
    const part = users.slice(from, from + INSERT_CHUNK);
    const inserted = await db
      .insertInto('users')
      .values(
        part.map((user) => ({
          ...user,
          gender: 'M',
          idNumber: `ID${user.username.toUpperCase()}`,
          phone: '',
          email: '',
          passwordHash,
          introduction: '',
          avatar: '',
          className: '',
          departmentName: '',
          resourceUrl: '',
          locked: 0,
          remoteLogin: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('userRoles')
      .values(inserted.map(({ id }) => ({ userId: id, roleId })))
      .execute();
  }
}

const students = (classId: number, usernames: readonly string[]): NewUser[] =>
  usernames.map((username) => ({ username, nickName: `Candidate ${username}`, userType: USER_TYPE.STUDENT, classId }));

/** Everything the exam day needs. The exam's times are set later by scheduleExam. */
export async function seedExamDay(db: Db, options: ExamDayOptions): Promise<ExamDayData> {
  await migrateToLatest(db);
  await seedReferenceData(db);
  const now = Date.now();
  const stamps = { createdAt: now, updatedAt: now };
  const passwordDigest = hashPasswordForTransport(CANDIDATE_PASSWORD);
  const passwordHash = await hashStoredPassword(passwordDigest);
  const roleId = await studentRoleId(db);

  const schoolId = await insertOne(db, 'schools', {
    name: 'Exam-day certification project',
    code: 'EXDAY',
    description: '',
    contact: '',
    phone: '',
    enabled: 1,
    ...stamps,
  });
  const departmentId = await insertOne(db, 'departments', { schoolId, name: 'Metalworking trades', code: 'EXDAY-D', ...stamps });
  const subjectId = await insertOne(db, 'subjects', {
    departmentId,
    name: 'Welder',
    code: 'EXDAY-S',
    level: 4,
    description: '',
    ...stamps,
  });
  const batch = (code: string, name: string) =>
    insertOne(db, 'classes', {
      subjectId,
      name,
      code,
      year: 2030,
      registrationOpensAt: null,
      registrationClosesAt: null,
      plannedExamDate: null,
      ...stamps,
    });
  const courseId = await insertOne(db, 'courses', { subjectId, name: 'Welding theory', code: 'EXDAY-C', description: '', ...stamps });

  // 100 points: single choice, multiple choice and true/false in the proportions of a theory paper.
  // The last `writtenQuestions` are typed answers instead (the crash test's): fill-in and short answer in turn, 1 point each.
  const firstWritten = options.questions - (options.writtenQuestions ?? 0);
  const types = Array.from({ length: options.questions }, (_, i) =>
    i >= firstWritten
      ? (i - firstWritten) % 2 === 0
        ? QUESTION_TYPE.FILL_BLANK
        : QUESTION_TYPE.SHORT_ANSWER
      : i % 10 < 7
        ? QUESTION_TYPE.SINGLE
        : i % 10 < 9
          ? QUESTION_TYPE.MULTIPLE
          : QUESTION_TYPE.TRUE_FALSE,
  );
  const questionIds = await insertQuestions(
    db,
    types.map((type, i) => ({ courseId, type, score: 1, stemText: `Exam-day question ${i + 1}: which answer is right?` })),
  );
  const paperId = await insertOne(db, 'papers', {
    courseId,
    name: 'Welding theory: exam day',
    mode: 'fixed',
    totalScore: questionIds.length,
    passScore: Math.ceil(questionIds.length * 0.6),
    durationMinutes: 120,
    shuffleQuestions: 1,
    shuffleOptions: 1,
    questionCount: questionIds.length,
    locked: 1,
    copiedFromId: null,
    createdBy: null,
    ...stamps,
  });
  await db
    .insertInto('paperQuestions')
    .values(questionIds.map((questionId, position) => ({ paperId, position, questionId, score: 1 })))
    .execute();
  const noticeId = await insertOne(db, 'notices', {
    title: 'Exam rules',
    content: '<p>Have your ID card ready. Answers save as you go. The exam submits itself at the deadline.</p>',
    minReadingSeconds: 0,
    ...stamps,
  });

  const publication = async (name: string, classIds: number[]) => {
    const id = await insertOne(db, 'publications', {
      name,
      paperId,
      noticeId,
      kind: 'normal',
      parentPublicationId: null,
      startsAt: now - 60_000,
      endsAt: now + 86_400_000,
      durationMinutes: 120,
      attemptsAllowed: 1,
      resultVisibility: 'immediate',
      fullscreenRequired: 0,
      tabSwitchLimit: 0,
      blockCopyPaste: 0,
      state: 'published',
      publishedAt: now,
      createdBy: null,
      ...stamps,
    });
    await db
      .insertInto('publicationClasses')
      .values(classIds.map((classId) => ({ publicationId: id, classId })))
      .execute();
    return id;
  };

  const candidates = Array.from({ length: options.candidates }, (_, i) => `c${String(i + 1).padStart(6, '0')}`);
  const classIds: number[] = [];
  for (let from = 0; from < candidates.length; from += BATCH_SIZE) {
    const classId = await batch(`EXDAY-B${classIds.length + 1}`, `Welders, batch ${classIds.length + 1}`);
    classIds.push(classId);
    await insertUsers(db, students(classId, candidates.slice(from, from + BATCH_SIZE)), passwordHash, roleId);
  }
  const probeCandidates = Array.from({ length: options.probeCandidates }, (_, i) => `probe${String(i + 1).padStart(3, '0')}`);
  const probeClassId = await batch('EXDAY-PROBE', 'Saturation probe');
  await insertUsers(db, students(probeClassId, probeCandidates), passwordHash, roleId);

  const proctors = Array.from({ length: options.proctors }, (_, i) => `proctor${String(i + 1).padStart(2, '0')}`);
  // Teachers holding SUPER, as the live page (and the publishing screens around it) need.
  const superRole = await db.selectFrom('roles').select('id').where('roleKey', '=', ROLE.SUPER).executeTakeFirstOrThrow();
  const proctorUsers = proctors.map((username) => ({
    username,
    nickName: `Proctor ${username}`,
    userType: USER_TYPE.TEACHER,
    classId: null,
  }));
  await insertUsers(db, proctorUsers, passwordHash, superRole.id);

  return {
    publicationId: await publication('Welding theory: exam day', classIds),
    probePublicationId: await publication('Saturation probe', [probeClassId]),
    candidates,
    probeCandidates,
    proctors,
    passwordDigest,
  };
}

/**
 * Opens the exam at `startsAt` and closes it at `deadlineAt`: with a duration longer than the
 * window, every candidate's deadline is the window's end, so everyone finishes at the same minute.
 */
export async function scheduleExam(db: Db, publicationId: number, startsAt: number, deadlineAt: number) {
  const durationMinutes = Math.ceil((deadlineAt - startsAt) / 60_000) + 10;
  await db
    .updateTable('publications')
    .set({ startsAt, endsAt: deadlineAt, durationMinutes, updatedAt: Date.now() })
    .where('id', '=', publicationId)
    .execute();
}

/** How often PostgreSQL's autovacuum looks for tables to vacuum and analyse (its default naptime). */
const AUTOVACUUM_NAPTIME_MS = 60_000;

/**
 * PostgreSQL keeps its planner's statistics, and clears its tables' dead row versions, with
 * autovacuum, on by default. A server set up for tests may have it off (this machine's CI
 * configuration does): then no table of an exam day is ever analysed, and every plan is chosen
 * without knowing how many candidates, attempts or answers there are (docs/performance.md round
 * 29: the eligibility check walked all 5,000 candidates instead of finding one). So the
 * benchmark analyses the seeded data as a centre's database would have it by exam day and, where
 * autovacuum is off, stands in for it: VACUUM (ANALYZE) once a naptime while the exam runs. Its
 * cost is PostgreSQL's own, counted with the database's as autovacuum's would be. SQLite: nothing.
 * Returns what stops the stand-in.
 */
export async function keepPlannerStatistics(db: Db, kind: 'sqlite' | 'postgres', log: (line: string) => void): Promise<() => void> {
  if (kind !== 'postgres') return () => {};
  await sql`analyze`.execute(db);
  const { rows } = await sql<{ autovacuum: string }>`show autovacuum`.execute(db);
  if (rows[0]?.autovacuum === 'on') return () => {};
  log(
    `PostgreSQL's autovacuum is off on this server: the benchmark runs VACUUM (ANALYZE) every ${AUTOVACUUM_NAPTIME_MS / 1000} s in its place`,
  );
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      sql`vacuum (analyze, skip_locked)`.execute(db).catch((error: Error) => log(`VACUUM (ANALYZE) failed: ${error.message}`)),
    );
  }, AUTOVACUUM_NAPTIME_MS);
  timer.unref();
  return () => clearInterval(timer);
}

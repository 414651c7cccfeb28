/**
 * Score analysis at scale (docs/REQUIREMENTS.md §19.2): builds BENCH_ATTEMPTS marked attempts (default
 * 100,000: 10,000 candidates in 10 batches sitting 10 exams) of 100 questions each with bulk
 * inserts (a row per question, as submission stores them), then times every analysis call
 * through the HTTP API, twice. Prints figures only; docs/performance.md records them.
 * Run: npm run bench:analysis (SQLite in memory; with DATABASE_URL set, PostgreSQL).
 * BENCH_SQLITE_FILE=/tmp/analysis.db keeps the SQLite database in that file, to explore its plans.
 */
import { performance } from 'node:perf_hooks';
import { API, EXAM_STATUS, GRADING_STATE, PASS_FLAG, QUESTION_TYPE } from '@kaoshi/contracts';
import { type Insertable, sql } from 'kysely';
import {
  candidateRow,
  createChain,
  type Database,
  fakeIdNumber,
  insertKnowledge,
  insertQuestions,
  seededRandom,
  startTestApp,
  withQuery,
} from '@kaoshi/server/testing';

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 100_000);
const EXAMS = 10;
const BATCHES = 10;
const QUESTIONS = 100;
const STUDENTS = Math.ceil(ATTEMPTS / EXAMS);
const ATTEMPTS_PER_STATEMENT = 500;
const ANSWERS_PER_STATEMENT = 2000;
/** The share of questions a candidate leaves unanswered. */
const UNANSWERED = 0.03;

const kind = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const t = await startTestApp(kind, {}, process.env.BENCH_SQLITE_FILE ? { sqliteFile: process.env.BENCH_SQLITE_FILE } : {});
const ms = (start: number) => performance.now() - start;
const print = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);

try {
  const admin = await t.login('admin');
  const chain = await createChain(t, admin, 'BENCH');
  const db = t.app.db;
  const now = Date.now();
  const where = process.env.BENCH_SQLITE_FILE ? ` (${process.env.BENCH_SQLITE_FILE})` : ' (in memory)';
  console.log(
    `database: ${kind}${kind === 'sqlite' ? where : ''}; ${ATTEMPTS} attempts × ${QUESTIONS} questions (${UNANSWERED * 100} % unanswered)`,
  );
  let start = performance.now();

  // Batches, a bank of 100 single-choice questions over 10 appraisal points, and one paper.
  const classIds = [chain.batch.classId];
  for (let i = 1; i < BATCHES; i++) {
    const { id } = await db
      .insertInto('classes')
      .values({
        subjectId: chain.subject.subjectId,
        name: `Batch ${i}`,
        code: `BENCH-B${i}`,
        year: 2030,
        registrationOpensAt: null,
        registrationClosesAt: null,
        plannedExamDate: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    classIds.push(id);
  }
  const courseId = chain.course.courseId;
  const chapter = await insertKnowledge(db, courseId, 'CH', 'Chapter');
  const points: number[] = [];
  for (let i = 0; i < 10; i++) points.push(await insertKnowledge(db, courseId, `KN${i}`, `Point ${i}`, chapter));
  const questionIds = await insertQuestions(
    db,
    Array.from({ length: QUESTIONS }, (_, i) => ({ courseId, type: QUESTION_TYPE.SINGLE, knowledgeId: points[i % 10]! })),
  );
  const { id: paperId } = await db
    .insertInto('papers')
    .values({
      courseId,
      name: 'Bench paper',
      mode: 'fixed',
      totalScore: QUESTIONS,
      passScore: 60,
      durationMinutes: 60,
      shuffleQuestions: 0,
      shuffleOptions: 0,
      questionCount: QUESTIONS,
      locked: 1,
      copiedFromId: null,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paper = JSON.stringify(
    questionIds.map((questionId) => ({
      questionId,
      type: 0,
      stem: '',
      options: [],
      linkUrl: '',
      score: 1,
      answer: ['B'],
      explanation: '',
    })),
  );
  const publicationIds: number[] = [];
  for (let e = 0; e < EXAMS; e++) {
    const { id } = await db
      .insertInto('publications')
      .values({
        name: `Bench exam ${e}`,
        paperId,
        noticeId: null,
        kind: 'normal',
        parentPublicationId: null,
        startsAt: now - 7 * 86_400_000,
        endsAt: now - 6 * 86_400_000,
        durationMinutes: 60,
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('publicationClasses')
      .values(classIds.map((classId) => ({ publicationId: id, classId })))
      .execute();
    publicationIds.push(id);
  }

  // Students (the password hash is never checked here), spread over the batches.
  const studentIds: number[] = [];
  for (let from = 0; from < STUDENTS; from += 500) {
    const rows: Insertable<Database['users']>[] = [];
    for (let n = from; n < Math.min(from + 500, STUDENTS); n++) {
      const candidate = {
        username: `B${String(n).padStart(7, '0')}`,
        nickName: `Candidate ${n}`,
        gender: 'M',
        idNumber: fakeIdNumber(n),
        phone: '',
        classId: classIds[n % BATCHES]!,
        passwordHash: 'x',
      };
      rows.push(candidateRow(candidate, now));
    }
    studentIds.push(...(await db.insertInto('users').values(rows).returning('id').execute()).map((row) => row.id));
  }
  print('organisation, bank, paper, students', `${ms(start).toFixed(0)} ms`);

  // Attempts and answers: each candidate has an ability; each question is left unanswered with a
  // small chance, else answered right (B) with that ability's chance, else with a wrong option. As
  // submission stores it: a row per question of the paper with its maximum (unanswered: '', 0).
  start = performance.now();
  const random = seededRandom(42);
  const WRONG = ['A', 'C', 'D'];
  let made = 0;
  while (made < ATTEMPTS) {
    const count = Math.min(ATTEMPTS_PER_STATEMENT, ATTEMPTS - made);
    const choices: string[][] = [];
    const attempts: Insertable<Database['attempts']>[] = [];
    for (let i = 0; i < count; i++) {
      const n = made + i;
      const ability = 0.3 + 0.6 * random();
      const perQuestion = questionIds.map((): string =>
        random() < UNANSWERED ? '' : random() < ability ? 'B' : WRONG[Math.floor(random() * 3)]!,
      );
      const total = perQuestion.filter((choice) => choice === 'B').length;
      choices.push(perQuestion);
      attempts.push({
        publicationId: publicationIds[Math.floor(n / STUDENTS)]!,
        studentId: studentIds[n % STUDENTS]!,
        attemptNo: 1,
        status: EXAM_STATUS.SUBMITTED,
        paper,
        questionCount: QUESTIONS,
        totalScore: QUESTIONS,
        passScore: 60,
        startedAt: now - 86_400_000,
        deadlineAt: now - 86_400_000 + 3_600_000,
        extraMs: 0,
        submittedAt: now - 86_400_000 + Math.floor(random() * 3_600_000),
        scoredAt: now - 86_400_000 + 3_600_000,
        lastSeenAt: null,
        answeredCount: perQuestion.filter(Boolean).length,
        tabSwitches: 0,
        objectiveScore: total,
        manualScore: null,
        gradingState: GRADING_STATE.GRADED,
        finalScore: total,
        passed: total >= 60 ? PASS_FLAG.PASSED : PASS_FLAG.FAILED,
        createdAt: now,
      });
    }
    await db.transaction().execute(async (trx) => {
      const ids = (await trx.insertInto('attempts').values(attempts).returning('id').execute()).map((row) => row.id);
      const answers: Insertable<Database['attemptAnswers']>[] = [];
      ids.forEach((attemptId, i) =>
        questionIds.forEach((questionId, q) => {
          const choice = choices[i]![q]!;
          answers.push({
            attemptId,
            questionId,
            choices: choice,
            text: '',
            flagged: 0,
            seq: choice ? q + 1 : 0,
            savedAt: now,
            score: choice === 'B' ? 1 : 0,
            maxScore: 1,
          });
        }),
      );
      for (let from = 0; from < answers.length; from += ANSWERS_PER_STATEMENT) {
        await trx
          .insertInto('attemptAnswers')
          .values(answers.slice(from, from + ANSWERS_PER_STATEMENT))
          .execute();
      }
    });
    made += count;
  }
  // What autovacuum does after a bulk load; PostgreSQL's index-only scans need its visibility map.
  if (kind === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  print(`${ATTEMPTS} attempts, ${ATTEMPTS * QUESTIONS} answers inserted`, `${ms(start).toFixed(0)} ms`);

  // Each screen's call, as the web asks it: one exam and one batch, then one exam, then everything.
  const exam = publicationIds[0]!;
  const calls: [string, string, Record<string, number>][] = [
    ['classRanking (one exam, one batch)', API.classRanking, { publicationId: exam, classId: classIds[0]! }],
    ['classRanking (one exam)', API.classRanking, { publicationId: exam }],
    ['passStatistics (all exams)', API.passStatistics, {}],
    ['supplementaryStatistics (all)', API.supplementaryStatistics, {}],
    ['itemAnalysis (one exam)', API.itemAnalysis, { publicationId: exam }],
    ['knowledgeMastery (one exam)', API.knowledgeMastery, { publicationId: exam }],
    ['knowledgeMastery (one exam, one batch)', API.knowledgeMastery, { publicationId: exam, classId: classIds[0]! }],
    ['dashboard', API.dashboard, {}],
  ];
  // Each call twice: the first as a screen's first load, the second with the database's caches warm.
  for (const [label, url, query] of calls) {
    const times: string[] = [];
    for (let run = 0; run < 2; run++) {
      start = performance.now();
      const { body } = await t.call({ method: 'GET', url: withQuery(url, query), token: admin });
      if (body.status !== 200) throw new Error(`${label} failed: ${body.message}`);
      times.push(`${ms(start).toFixed(0)} ms`);
    }
    print(label, times.join(', then '));
  }
} finally {
  await t.close();
}

/**
 * The question bank at scale: fills 200,000 questions over a few courses with a knowledge tree
 * (chapters → appraisal points), then times what a paper author and an exam do with it: the
 * random draw of a 100-question paper (drawPaper, as each candidate's start will) and the
 * filtered question lists through the HTTP API. Prints figures only.
 * Run: npm run bench:question-bank (SQLite in memory; with DATABASE_URL set, PostgreSQL too).
 */
import { performance } from 'node:perf_hooks';
import {
  API,
  type Paged,
  type PaperDetail,
  type PaperRuleInput,
  QUESTION_TYPE,
  type QuestionType,
  type RuleCheckResult,
} from '@kaoshi/contracts';
import { sql } from 'kysely';
import {
  bankRow,
  createChain,
  drawPaper,
  expectOk,
  insertKnowledge,
  seededRandom,
  startTestApp,
  type TestApp,
  withQuery,
} from '@kaoshi/server/testing';

const TOTAL_QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 200_000);
const COURSES = 3;
const CHAPTERS_PER_COURSE = 5;
const POINTS_PER_CHAPTER = 4;
/** Rows per INSERT statement, and statements per transaction. */
const ROWS_PER_STATEMENT = 500;
const STATEMENTS_PER_TRANSACTION = 20;
const DRAWS = 50;
const LIST_RUNS = 20;

const ms = (start: number) => performance.now() - start;
const print = (label: string, value: string) => console.log(`${label.padEnd(62)} ${value}`);

/** Median and 95th percentile, in ms, of timings. */
function summary(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

const WORDS = [
  'cylinder',
  'regulator',
  'electrode',
  'flashback',
  'ventilation',
  'earthing',
  'helmet',
  'spatter',
  'porosity',
  'preheat',
  'argon',
  'tungsten',
  'bevel',
  'tack',
  'fillet',
  'crater',
  'slag',
  'undercut',
  'amperage',
  'polarity',
];

interface Course {
  courseId: number;
  chapters: { chapterId: number; pointIds: number[] }[];
}

async function buildCourses(t: TestApp, admin: string): Promise<Course[]> {
  const courses: Course[] = [];
  for (let c = 1; c <= COURSES; c++) {
    const { course } = await createChain(t, admin, `QB${c}`, { course: `Bench course ${c}` });
    const chapters: Course['chapters'] = [];
    for (let ch = 1; ch <= CHAPTERS_PER_COURSE; ch++) {
      const chapterId = await insertKnowledge(t.app.db, course.courseId, `CH${ch}`, `Chapter ${ch}`);
      const pointIds: number[] = [];
      for (let pt = 1; pt <= POINTS_PER_CHAPTER; pt++)
        pointIds.push(await insertKnowledge(t.app.db, course.courseId, `CH${ch}-P${pt}`, `Point ${ch}.${pt}`, chapterId));
      chapters.push({ chapterId, pointIds });
    }
    courses.push({ courseId: course.courseId, chapters });
  }
  return courses;
}

/** Types as a bank holds them: mostly single choice, few external-link tasks. */
function typeFor(roll: number): QuestionType {
  if (roll < 0.4) return QUESTION_TYPE.SINGLE;
  if (roll < 0.7) return QUESTION_TYPE.MULTIPLE;
  if (roll < 0.95) return QUESTION_TYPE.TRUE_FALSE;
  return QUESTION_TYPE.EXTERNAL_LINK;
}

/** TOTAL_QUESTIONS over the courses: most on an appraisal point, some on a chapter, a few unclassified; 3 % retired. */
async function fillBank(t: TestApp, courses: Course[]) {
  // Seeded: every run builds the same bank.
  const random = seededRandom(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const perTransaction = ROWS_PER_STATEMENT * STATEMENTS_PER_TRANSACTION;
  for (let from = 0; from < TOTAL_QUESTIONS; from += perTransaction) {
    await t.app.db.transaction().execute(async (trx) => {
      for (let start = from; start < Math.min(from + perTransaction, TOTAL_QUESTIONS); start += ROWS_PER_STATEMENT) {
        const rows = [];
        for (let n = start; n < Math.min(start + ROWS_PER_STATEMENT, TOTAL_QUESTIONS); n++) {
          const course = courses[n % courses.length]!;
          const chapter = pick(course.chapters);
          const place = random();
          const knowledgeId = place < 0.05 ? null : place < 0.15 ? chapter.chapterId : pick(chapter.pointIds);
          const stemText = `Question ${n}: ${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} and the ${pick(WORDS)}`;
          const question = {
            courseId: course.courseId,
            knowledgeId,
            type: typeFor(random()),
            difficulty: 1 + Math.floor(random() * 5),
            stemText,
          };
          rows.push(bankRow({ ...question, retired: random() < 0.03 ? 1 : 0 }, n));
        }
        await trx.insertInto('questions').values(rows).execute();
      }
    });
  }
}

/** Five rules of twenty that never overlap: two single-choice rules on different chapters, and one rule for each other type. */
function benchRules(course: Course): PaperRuleInput[] {
  const [first, second, third] = course.chapters as [Course['chapters'][0], Course['chapters'][0], Course['chapters'][0]];
  return [
    { type: QUESTION_TYPE.SINGLE, knowledgeId: first.chapterId, difficulty: null, count: 20, score: 1 },
    { type: QUESTION_TYPE.SINGLE, knowledgeId: third.pointIds[0]!, difficulty: 2, count: 20, score: 1 },
    { type: QUESTION_TYPE.MULTIPLE, knowledgeId: second.chapterId, difficulty: 3, count: 20, score: 2 },
    { type: QUESTION_TYPE.TRUE_FALSE, knowledgeId: null, difficulty: null, count: 20, score: 0.5 },
    { type: QUESTION_TYPE.EXTERNAL_LINK, knowledgeId: null, difficulty: 4, count: 20, score: 0.5 },
  ];
}

async function timeDraws(t: TestApp, paperId: number) {
  const timings: number[] = [];
  let questions = 0;
  for (let i = 0; i < DRAWS; i++) {
    const start = performance.now();
    questions = (await drawPaper(t.app, paperId)).length;
    timings.push(ms(start));
  }
  return `${summary(timings)}  (${questions} questions)`;
}

/** The list the question bank screen asks for; the questions module answers it (its own issue). */
async function timeList(t: TestApp, token: string, query: Record<string, string | number>) {
  const timings: number[] = [];
  let total = 0;
  for (let i = 0; i < LIST_RUNS; i++) {
    const start = performance.now();
    const { body } = await t.call<Paged<unknown>>({ method: 'GET', url: withQuery(API.listQuestion, { limit: 20, ...query }), token });
    timings.push(ms(start));
    if (body.status !== 200) return `not answering: ${body.status} ${body.message}`;
    total = body.data.total;
  }
  return `${summary(timings)}  (${total.toLocaleString('en')} matches)`;
}

async function benchOn(kind: 'sqlite' | 'postgres') {
  const t = await startTestApp(kind);
  try {
    console.log(`\ndatabase: ${kind}${kind === 'sqlite' ? ' (in memory)' : ''}`);
    const admin = await t.login('admin');
    const courses = await buildCourses(t, admin);

    let start = performance.now();
    await fillBank(t, courses);
    // PostgreSQL's autovacuum would soon vacuum and analyse a table that grew this much: its
    // statistics, and the visibility map that lets the draw read the index alone. Do it now.
    if (kind === 'postgres') await sql`VACUUM ANALYZE questions`.execute(t.app.db);
    print(
      `insert ${TOTAL_QUESTIONS.toLocaleString('en')} questions (${COURSES} courses, ${ROWS_PER_STATEMENT} rows a statement)`,
      `${ms(start).toFixed(0)} ms`,
    );

    const course = courses[0]!;
    const rules = benchRules(course);
    const checkTimings: number[] = [];
    let available: number[] = [];
    for (let i = 0; i < LIST_RUNS; i++) {
      start = performance.now();
      const check = await t.call<RuleCheckResult>({
        method: 'POST',
        url: API.checkPaperRules,
        token: admin,
        payload: { courseId: course.courseId, rules },
      });
      checkTimings.push(ms(start));
      available = expectOk(check, 'checkPaperRules').rules.map((rule) => rule.available);
    }
    print(`checkPaperRules, 5 rules (API), ${LIST_RUNS} runs`, `${summary(checkTimings)}  (available: ${available.join(', ')})`);
    const payload = {
      courseId: course.courseId,
      name: 'Bench paper',
      mode: 'random',
      passScore: 60,
      durationMinutes: 90,
      rules,
      shuffleQuestions: 1,
      shuffleOptions: 1,
    };
    const addTimings: number[] = [];
    let paper: PaperDetail | undefined;
    for (let i = 0; i < 5; i++) {
      start = performance.now();
      paper = expectOk(await t.call<PaperDetail>({ method: 'POST', url: API.addPaper, token: admin, payload }), 'addPaper');
      addTimings.push(ms(start));
    }
    print('addPaper, random, 5 rules × 20, checked (API), 5 runs', summary(addTimings));

    console.log(`\ndraw a random paper of 100 questions (drawPaper, shuffles on), ${DRAWS} draws:`);
    print('  5 rules × 20', await timeDraws(t, paper!.paperId));

    const chapter = course.chapters[1]!;
    console.log(`\nlistQuestion through the API (limit 20), ${LIST_RUNS} runs:`);
    const cases: [string, Record<string, string | number>][] = [
      ['course + type + difficulty', { courseId: course.courseId, type: QUESTION_TYPE.MULTIPLE, difficulty: 3 }],
      ['course + chapter subtree', { courseId: course.courseId, knowledgeId: chapter.chapterId }],
      ['course + appraisal point + type', { courseId: course.courseId, knowledgeId: chapter.pointIds[2]!, type: QUESTION_TYPE.SINGLE }],
      ['course + keyword "porosity"', { courseId: course.courseId, keyword: 'porosity' }],
      ['keyword "Question 12345" (all courses)', { keyword: 'Question 12345' }],
    ];
    for (const [label, query] of cases) print(`  ${label}`, await timeList(t, admin, query));
  } finally {
    await t.close();
  }
}

for (const kind of process.env.DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) await benchOn(kind);

import { QUESTION_TYPE, type QuestionType } from '@kaoshi/contracts';
import type { Insertable, Kysely } from 'kysely';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';

/**
 * A question bank for the papers' tests and the benchmark, written straight into the tables
 * (the questions module has its own API and tests; papers only read what it stores).
 */
export interface BankQuestion {
  courseId: number;
  knowledgeId?: number | null;
  type?: QuestionType;
  difficulty?: number;
  retired?: 0 | 1;
  score?: number;
  stemText?: string;
}

/** Options and answer key as the questions module stores them, per type. */
const CONTENT_BY_TYPE: Record<QuestionType, { options: string[]; answer: string; linkUrl: string }> = {
  [QUESTION_TYPE.SINGLE]: { options: ['<p>one</p>', '<p>two</p>', '<p>three</p>', '<p>four</p>'], answer: 'B', linkUrl: '' },
  [QUESTION_TYPE.MULTIPLE]: {
    options: ['<p>one</p>', '<p>two</p>', '<p>three</p>', '<p>four</p>', '<p>five</p>'],
    answer: 'A,C',
    linkUrl: '',
  },
  [QUESTION_TYPE.TRUE_FALSE]: { options: ['<p>It holds</p>', '<p>It does not hold</p>'], answer: 'A', linkUrl: '' },
  [QUESTION_TYPE.EXTERNAL_LINK]: { options: [], answer: '', linkUrl: 'https://practice.example/task' },
  [QUESTION_TYPE.FILL_BLANK]: { options: [], answer: '', linkUrl: '' },
  [QUESTION_TYPE.SHORT_ANSWER]: { options: [], answer: '', linkUrl: '' },
  [QUESTION_TYPE.ESSAY]: { options: [], answer: '', linkUrl: '' },
  [QUESTION_TYPE.COMPOSITE]: { options: [], answer: '', linkUrl: '' },
};

/** The written types' stored spec (questions.spec); '' for the others. */
function specOf(type: QuestionType, score: number): string {
  if (type === QUESTION_TYPE.FILL_BLANK) {
    const blanks = ['left', 'right'].map((accepted) => ({ accepted: [accepted], points: score / 2 }));
    return JSON.stringify({ blanks, anyOrder: false });
  }
  if (type === QUESTION_TYPE.SHORT_ANSWER) return JSON.stringify({ scoringPoints: [], referenceAnswer: '' });
  if (type === QUESTION_TYPE.ESSAY) return JSON.stringify({ scoringPoints: [], referenceAnswer: '', minLength: 0, maxLength: 0 });
  return type === QUESTION_TYPE.COMPOSITE ? '{}' : '';
}

export function bankRow(question: BankQuestion, n: number): Insertable<Database['questions']> {
  const type = question.type ?? QUESTION_TYPE.SINGLE;
  const content = CONTENT_BY_TYPE[type];
  const stemText = question.stemText ?? `Bank question ${n}`;
  const now = Date.now();
  const score = question.score ?? 2;
  return {
    courseId: question.courseId,
    knowledgeId: question.knowledgeId ?? null,
    type,
    // A fill-in question has two blanks of half its score each, accepting "left" and "right".
    stem: type === QUESTION_TYPE.FILL_BLANK ? `<p>${stemText} {{1}} and {{2}}</p>` : `<p>${stemText}</p>`,
    spec: specOf(type, score),
    stemText,
    stemKey: `key-${n}`,
    options: JSON.stringify(content.options),
    answer: content.answer,
    linkUrl: content.linkUrl,
    score,
    difficulty: question.difficulty ?? 3,
    explanation: `<p>Why ${n}</p>`,
    hasVideo: 0,
    retired: question.retired ?? 0,
    createdBy: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** A seeded stand-in for Math.random (mulberry32): a failing property case or a benchmark run replays exactly. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let serial = 0;

/** Inserts the questions (500 rows a statement, in one transaction) and returns their ids in order. */
export async function insertQuestions(db: Kysely<Database>, questions: readonly BankQuestion[]): Promise<number[]> {
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < questions.length; from += 500) {
      const rows = questions.slice(from, from + 500).map((question) => bankRow(question, ++serial));
      const inserted = await trx.insertInto('questions').values(rows).returning('id').execute();
      ids.push(...inserted.map((row) => row.id));
    }
  });
  return ids;
}

/** A chapter (no parent) or an appraisal point (under `parentId`) of the course. */
export async function insertKnowledge(db: Kysely<Database>, courseId: number, code: string, name: string, parentId: number | null = null) {
  const now = Date.now();
  const { id } = await db
    .insertInto('knowledgePoints')
    .values({ courseId, parentId, type: parentId === null ? 'cn' : 'kn', code, name, weight: 0, sort: 0, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An in-memory SQLite database, migrated, holding one course (and the project → job type above it). */
export async function openBankDatabase() {
  const { db } = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
  const now = Date.now();
  const stamps = { createdAt: now, updatedAt: now };
  const school = await db
    .insertInto('schools')
    .values({ name: 'Bank project', code: 'BANK-P', description: '', contact: '', phone: '', enabled: 1, ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const department = await db
    .insertInto('departments')
    .values({ schoolId: school.id, name: 'Bank category', code: 'BANK-D', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subject = await db
    .insertInto('subjects')
    .values({ departmentId: department.id, name: 'Bank job type', code: 'BANK-S', level: 5, description: '', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const course = await db
    .insertInto('courses')
    .values({ subjectId: subject.id, name: 'Bank course', code: 'BANK-C', description: '', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { db, courseId: course.id };
}

/** A paper's row as a save stores it (not locked, an hour long, pass mark 0); its items or rules are the caller's. */
export async function insertPaperRow(
  db: Kysely<Database>,
  paper: Pick<
    Insertable<Database['papers']>,
    'courseId' | 'name' | 'mode' | 'totalScore' | 'questionCount' | 'shuffleQuestions' | 'shuffleOptions'
  >,
): Promise<number> {
  const now = Date.now();
  const { id } = await db
    .insertInto('papers')
    .values({ ...paper, passScore: 0, durationMinutes: 60, locked: 0, copiedFromId: null, createdBy: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

import { type Lang, QUESTION_TYPE, type QuestionType, USER_TYPE } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import { updateAccountFields } from '../modules/accounts/index.js';
import { contentProblem, preparedContent, sanitiseContent } from '../modules/questions/index.js';
import { DEMO_TEXT, type DemoText } from './demo-text/index.js';
import type { Database } from '../db/schema.js';

/**
 * A working exam out of the box (SEED_DEMO_EXAM, on with SEED_DEMO): the tree project → job
 * category → job type → "Demo batch" holding the demo `student`, a course with two chapters and
 * four appraisal points, twelve questions of all four types, a fixed paper, a notice and a
 * publication open now for 30 days, worded in `language` (seed/demo-text/). Runs once: nothing
 * happens when the project code exists, whatever language it was seeded in.
 */
export const DEMO_PROJECT_CODE = 'DEMO';
export const DEMO_CLASS_CODE = 'DEMO-B';
/** The open demo exam's name in English, the language the tests and e2e runs seed in. */
export const DEMO_PUBLICATION_NAME = DEMO_TEXT.en.publication;

const DAY_MS = 86_400_000;
const { SINGLE, MULTIPLE, TRUE_FALSE, EXTERNAL_LINK } = QUESTION_TYPE;

type PointCode = keyof DemoText['points'];

/** A demo question's shape; its words are the same position in DemoText['questions']. */
interface DemoQuestion {
  point: PointCode;
  type: QuestionType;
  answer?: string[];
  score: number;
  difficulty: number;
}

/** Scores add up to 50; the pass score is 30 (60 %). */
const QUESTIONS: DemoQuestion[] = [
  { point: 'PPE', type: SINGLE, score: 4, difficulty: 2, answer: ['C'] },
  { point: 'PPE', type: SINGLE, score: 4, difficulty: 1, answer: ['A'] },
  { point: 'FIRE', type: SINGLE, score: 4, difficulty: 3, answer: ['C'] },
  { point: 'ARC', type: SINGLE, score: 4, difficulty: 3, answer: ['A'] },
  { point: 'GAS', type: SINGLE, score: 4, difficulty: 2, answer: ['A'] },
  { point: 'PPE', type: MULTIPLE, score: 5, difficulty: 2, answer: ['A', 'B', 'D'] },
  { point: 'FIRE', type: MULTIPLE, score: 5, difficulty: 3, answer: ['A', 'B', 'D'] },
  { point: 'GAS', type: MULTIPLE, score: 5, difficulty: 4, answer: ['A', 'B', 'D'] },
  { point: 'ARC', type: TRUE_FALSE, score: 3, difficulty: 1, answer: ['B'] },
  { point: 'GAS', type: TRUE_FALSE, score: 3, difficulty: 2, answer: ['A'] },
  { point: 'FIRE', type: TRUE_FALSE, score: 3, difficulty: 1, answer: ['B'] },
  { point: 'ARC', type: EXTERNAL_LINK, score: 6, difficulty: 4 },
];

const paragraph = (text: string) => `<p>${text}</p>`;

/**
 * The stored form of the demo questions in one language, through the same sanitiser and
 * answer-key rules as the question bank; throws when a language's words do not fit a question.
 */
export function demoQuestions(language: Lang) {
  const text = DEMO_TEXT[language];
  return QUESTIONS.map((question, index) => {
    const words = text.questions[index]!;
    const options = question.type === TRUE_FALSE ? text.trueFalse : (words.options ?? []);
    const content = preparedContent(
      sanitiseContent({
        type: question.type,
        stem: paragraph(words.stem),
        options: options.map(paragraph),
        answer: question.answer ?? [],
        linkUrl: question.type === EXTERNAL_LINK ? 'https://example.com/task' : '',
        score: question.score,
        difficulty: question.difficulty,
        explanation: paragraph(words.explanation),
        hasVideo: 0,
      }),
    );
    const problem = contentProblem(content);
    if (problem) throw new Error(`Demo question ${index + 1} (${language}) is invalid: ${problem.key}`);
    return { question, content };
  });
}

const noticeHtml = ({ heading, items, closing }: DemoText['notice']) =>
  `<h3>${heading}</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>${paragraph(closing)}`;

export async function seedDemoExam(db: Kysely<Database>, language: Lang, now = Date.now()) {
  const existing = await db.selectFrom('schools').select('id').where('code', '=', DEMO_PROJECT_CODE).executeTakeFirst();
  if (existing) return;
  const text = DEMO_TEXT[language];
  const questions = demoQuestions(language);
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const createdBy = admin?.id ?? null;
  const stamps = { createdAt: now, updatedAt: now };

  await db.transaction().execute(async (trx) => {
    const insert = async <
      T extends
        | 'schools'
        | 'departments'
        | 'subjects'
        | 'classes'
        | 'courses'
        | 'knowledgePoints'
        | 'questions'
        | 'papers'
        | 'notices'
        | 'publications',
    >(
      table: T,
      values: Parameters<ReturnType<typeof trx.insertInto<T>>['values']>[0],
    ) => (await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;

    const schoolId = await insert('schools', {
      name: text.project.name,
      code: DEMO_PROJECT_CODE,
      description: text.project.description,
      contact: '',
      phone: '',
      enabled: 1,
      ...stamps,
    });
    const departmentId = await insert('departments', { schoolId, name: text.jobCategory, code: 'DEMO-D', ...stamps });
    const subjectId = await insert('subjects', { departmentId, name: text.jobType, code: 'DEMO-S', level: 5, description: '', ...stamps });
    const classId = await insert('classes', {
      subjectId,
      name: text.batch,
      code: DEMO_CLASS_CODE,
      year: new Date(now).getUTCFullYear(),
      registrationOpensAt: null,
      registrationClosesAt: null,
      plannedExamDate: null,
      ...stamps,
    });
    const demoStudent = await trx
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'student')
      .where('userType', '=', USER_TYPE.STUDENT)
      .executeTakeFirst();
    if (demoStudent) await updateAccountFields(trx, demoStudent.id, { classId, nickName: text.accounts.student }, now);

    const courseId = await insert('courses', {
      subjectId,
      name: text.course.name,
      code: 'DEMO-C',
      description: paragraph(text.course.description),
      ...stamps,
    });
    const knowledge = async (code: string, name: string, parentId: number | null, sort: number) =>
      insert('knowledgePoints', {
        courseId,
        parentId,
        type: parentId === null ? 'cn' : 'kn',
        code,
        name,
        weight: parentId === null ? 50 : 25,
        sort,
        ...stamps,
      });
    const safety = await knowledge('SAFE', text.chapters.safety, null, 0);
    const practice = await knowledge('PRAC', text.chapters.practice, null, 1);
    const points: Record<PointCode, number> = {
      PPE: await knowledge('PPE', text.points.PPE, safety, 0),
      FIRE: await knowledge('FIRE', text.points.FIRE, safety, 1),
      ARC: await knowledge('ARC', text.points.ARC, practice, 0),
      GAS: await knowledge('GAS', text.points.GAS, practice, 1),
    };

    const items: { questionId: number; score: number }[] = [];
    for (const { question, content } of questions) {
      const questionId = await insert('questions', {
        courseId,
        knowledgeId: points[question.point],
        type: content.type,
        stem: content.stem,
        stemText: content.stemText,
        stemKey: content.stemKey,
        options: JSON.stringify(content.options),
        answer: content.answer.join(','),
        linkUrl: content.linkUrl,
        score: content.score,
        difficulty: content.difficulty,
        explanation: content.explanation,
        hasVideo: 0,
        retired: 0,
        createdBy,
        ...stamps,
      });
      items.push({ questionId, score: question.score });
    }

    const totalScore = items.reduce((sum, item) => sum + item.score, 0);
    const paperId = await insert('papers', {
      courseId,
      name: text.paper,
      mode: 'fixed',
      totalScore,
      passScore: Math.round(totalScore * 0.6),
      durationMinutes: 30,
      shuffleQuestions: 1,
      shuffleOptions: 1,
      questionCount: items.length,
      locked: 1,
      copiedFromId: null,
      createdBy,
      ...stamps,
    });
    await trx
      .insertInto('paperQuestions')
      .values(items.map((item, position) => ({ paperId, position, ...item })))
      .execute();
    const noticeId = await insert('notices', {
      title: text.notice.title,
      content: noticeHtml(text.notice),
      minReadingSeconds: 10,
      ...stamps,
    });

    const publicationId = await insert('publications', {
      name: text.publication,
      paperId,
      noticeId,
      kind: 'normal',
      parentPublicationId: null,
      startsAt: now - 3_600_000,
      endsAt: now + 30 * DAY_MS,
      durationMinutes: 30,
      attemptsAllowed: 3,
      resultVisibility: 'immediate',
      fullscreenRequired: 0,
      tabSwitchLimit: 0,
      blockCopyPaste: 0,
      state: 'published',
      publishedAt: now,
      createdBy,
      ...stamps,
    });
    await trx.insertInto('publicationClasses').values({ publicationId, classId }).execute();
  });
}

/**
 * The open demo exam's paper, notice, author and job type (the first publication of the demo
 * project), which the other demo exams reuse; undefined before seedDemoExam ran.
 */
export const demoExamSource = (db: Kysely<Database>) =>
  db
    .selectFrom('publications')
    .innerJoin('papers', 'papers.id', 'publications.paperId')
    .innerJoin('courses', 'courses.id', 'papers.courseId')
    .innerJoin('subjects', 'subjects.id', 'courses.subjectId')
    .innerJoin('departments', 'departments.id', 'subjects.departmentId')
    .innerJoin('schools', 'schools.id', 'departments.schoolId')
    .select(['publications.paperId', 'publications.noticeId', 'publications.createdBy', 'courses.subjectId'])
    .where('schools.code', '=', DEMO_PROJECT_CODE)
    .orderBy('publications.id')
    .executeTakeFirst();

type DemoExamSource = NonNullable<Awaited<ReturnType<typeof demoExamSource>>>;

/**
 * Another demo exam of the demo paper: one attempt, 30 minutes, results at once, published now,
 * no integrity rules unless given.
 */
export const demoPublicationRow = (
  source: DemoExamSource,
  now: number,
  row: { name: string; noticeId: number | null; startsAt: number; endsAt: number } & Partial<
    Record<'fullscreenRequired' | 'blockCopyPaste', 0 | 1> & { tabSwitchLimit: number }
  >,
) => ({
  paperId: source.paperId,
  kind: 'normal' as const,
  parentPublicationId: null,
  durationMinutes: 30,
  attemptsAllowed: 1,
  resultVisibility: 'immediate' as const,
  fullscreenRequired: 0 as const,
  tabSwitchLimit: 0,
  blockCopyPaste: 0 as const,
  state: 'published' as const,
  publishedAt: now,
  createdBy: source.createdBy,
  createdAt: now,
  updatedAt: now,
  ...row,
});

/** The open demo exam's name as stored: in the language of the start that seeded it. */
export async function demoExamName(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('publications')
    .innerJoin('publicationClasses', 'publicationClasses.publicationId', 'publications.id')
    .innerJoin('classes', 'classes.id', 'publicationClasses.classId')
    .select('publications.name')
    .where('classes.code', '=', DEMO_CLASS_CODE)
    .orderBy('publications.id')
    .executeTakeFirst();
  return row?.name;
}

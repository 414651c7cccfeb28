import { QUESTION_TYPE, type QuestionType, USER_TYPE } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import { contentProblem, preparedContent, sanitiseContent } from '../modules/questions/question-content.js';
import type { Database } from './schema.js';

/**
 * A working exam out of the box (SEED_DEMO_EXAM, on with SEED_DEMO): the tree project → job
 * category → job type → "Demo batch" holding the demo `student`, a course with two chapters and
 * four appraisal points, twelve questions of all four types, a fixed paper, a notice and a
 * publication open now for 30 days. Runs once: nothing happens when the project code exists.
 */
export const DEMO_PROJECT_CODE = 'DEMO';
export const DEMO_PUBLICATION_NAME = 'Demo exam: welding safety';

const DAY_MS = 86_400_000;
const { SINGLE, MULTIPLE, TRUE_FALSE, EXTERNAL_LINK } = QUESTION_TYPE;

type PointCode = 'PPE' | 'FIRE' | 'ARC' | 'GAS';

interface DemoQuestion {
  point: PointCode;
  type: QuestionType;
  stem: string;
  options?: string[];
  answer?: string[];
  score: number;
  difficulty: number;
  explanation: string;
}

const TRUE_FALSE_OPTIONS = ['True', 'False'];

/** Scores add up to 50; the pass score is 30 (60 %). */
const QUESTIONS: DemoQuestion[] = [
  {
    point: 'PPE', type: SINGLE, score: 4, difficulty: 2, answer: ['C'],
    stem: 'Which filter shade suits manual arc welding at 100–200 A?',
    options: ['Shade 3', 'Shade 5', 'Shade 10 to 11', 'Clear glass'],
    explanation: 'Arc welding at these currents needs shade 10 to 11; lighter shades let harmful light through.',
  },
  {
    point: 'PPE', type: SINGLE, score: 4, difficulty: 1, answer: ['A'],
    stem: 'What are welding gloves made of?',
    options: ['Leather', 'Cotton', 'Nylon', 'Thin rubber'],
    explanation: 'Leather resists heat and spatter; the others burn or melt.',
  },
  {
    point: 'FIRE', type: SINGLE, score: 4, difficulty: 3, answer: ['C'],
    stem: 'How long does the fire watch continue after hot work ends?',
    options: ['Not at all', 'Five minutes', 'At least thirty minutes', 'Until the next shift starts'],
    explanation: 'Smouldering material can ignite long after the work stops: at least thirty minutes.',
  },
  {
    point: 'ARC', type: SINGLE, score: 4, difficulty: 3, answer: ['A'],
    stem: 'Which polarity is usual for basic-coated (E7018) electrodes on direct current?',
    options: ['Electrode positive (DCEP)', 'Electrode negative (DCEN)', 'Alternating current only', 'Any polarity'],
    explanation: 'Basic-coated electrodes run best electrode positive.',
  },
  {
    point: 'GAS', type: SINGLE, score: 4, difficulty: 2, answer: ['A'],
    stem: 'How are acetylene cylinders stored?',
    options: ['Upright and secured', 'Lying flat', 'Upside down', 'Anywhere out of the sun'],
    explanation: 'Acetylene is dissolved in acetone: a cylinder lying down can release liquid acetone.',
  },
  {
    point: 'PPE', type: MULTIPLE, score: 5, difficulty: 2, answer: ['A', 'B', 'D'],
    stem: 'Which of these protect a welder from arc radiation? Choose all that apply.',
    options: ['A helmet with the right filter', 'A flame-resistant jacket', 'Ordinary sunglasses', 'Leather gloves'],
    explanation: 'Sunglasses do not block the ultraviolet and infrared light of the arc.',
  },
  {
    point: 'FIRE', type: MULTIPLE, score: 5, difficulty: 3, answer: ['A', 'B', 'D'],
    stem: 'What must be done before hot work starts? Choose all that apply.',
    options: ['Remove combustibles from the area', 'Have an extinguisher ready', 'Open the oxygen valve fully', 'Get a hot work permit'],
    explanation: 'The oxygen valve is opened slowly and only as far as needed.',
  },
  {
    point: 'GAS', type: MULTIPLE, score: 5, difficulty: 4, answer: ['A', 'B', 'D'],
    stem: 'Which signs point to a leak in an oxy-fuel set? Choose all that apply.',
    options: ['A hissing sound', 'A smell of gas', 'A cylinder warm to the touch in the sun', 'Bubbles in leak-test solution'],
    explanation: 'Sun-warmed cylinders are a storage problem, not a sign of a leak.',
  },
  {
    point: 'ARC', type: TRUE_FALSE, score: 3, difficulty: 1, answer: ['B'],
    stem: 'An electrode holder may be left on a grounded workbench while the machine is on.',
    explanation: 'A live holder on a grounded bench can strike an arc or shock someone: hang it up insulated.',
  },
  {
    point: 'GAS', type: TRUE_FALSE, score: 3, difficulty: 2, answer: ['A'],
    stem: 'Oxygen valves and fittings must be kept free of oil and grease.',
    explanation: 'Oil and grease can ignite violently in pure oxygen.',
  },
  {
    point: 'FIRE', type: TRUE_FALSE, score: 3, difficulty: 1, answer: ['B'],
    stem: 'Water is a suitable extinguisher for an electrical fire.',
    explanation: 'Water conducts: use a CO2 or dry powder extinguisher.',
  },
  {
    point: 'ARC', type: EXTERNAL_LINK, score: 6, difficulty: 4,
    stem: 'Practical task: open the task sheet, set up a fillet weld as it describes, then write down the current and electrode you chose.',
    explanation: 'Marked by an examiner.',
  },
];

const paragraph = (text: string) => `<p>${text}</p>`;

/** The stored form of a question, through the same sanitiser and answer-key rules as the question bank. */
function storedQuestion(question: DemoQuestion) {
  const options = question.type === TRUE_FALSE ? TRUE_FALSE_OPTIONS : (question.options ?? []);
  const content = preparedContent(
    sanitiseContent({
      type: question.type, stem: paragraph(question.stem), options: options.map(paragraph), answer: question.answer ?? [],
      linkUrl: question.type === EXTERNAL_LINK ? 'https://example.com/task' : '', score: question.score, difficulty: question.difficulty,
      explanation: paragraph(question.explanation), hasVideo: 0,
    }),
  );
  const problem = contentProblem(content);
  if (problem) throw new Error(`Demo question "${question.stem}" is invalid: ${problem.key}`);
  return content;
}

const NOTICE = [
  '<h3>Before you start</h3>',
  '<ul><li>Have your ID card ready; the photo on screen must be you.</li>',
  '<li>The exam lasts 30 minutes and submits itself when the time is up.</li>',
  '<li>Every answer is saved as you go: if your browser closes, log in again and carry on.</li>',
  '<li>The practical task opens a task sheet in a new tab; write your answer back here.</li></ul>',
  '<p>This is a demo exam: you may take it up to three times.</p>',
].join('');

export async function seedDemoExam(db: Kysely<Database>, now = Date.now()) {
  const existing = await db.selectFrom('schools').select('id').where('code', '=', DEMO_PROJECT_CODE).executeTakeFirst();
  if (existing) return;
  const questions = QUESTIONS.map((question) => ({ question, content: storedQuestion(question) }));
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const createdBy = admin?.id ?? null;
  const stamps = { createdAt: now, updatedAt: now };

  await db.transaction().execute(async (trx) => {
    const insert = async <T extends 'schools' | 'departments' | 'subjects' | 'classes' | 'courses' | 'knowledgePoints' | 'questions' | 'papers' | 'notices' | 'publications'>(
      table: T,
      values: Parameters<ReturnType<typeof trx.insertInto<T>>['values']>[0],
    ) => (await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;

    const schoolId = await insert('schools', {
      name: 'Demo certification project', code: DEMO_PROJECT_CODE, description: 'Sample data to try the exam system.', contact: '', phone: '', enabled: 1, ...stamps,
    });
    const departmentId = await insert('departments', { schoolId, name: 'Demo metalworking trades', code: 'DEMO-D', ...stamps });
    const subjectId = await insert('subjects', { departmentId, name: 'Welder', code: 'DEMO-S', level: 5, description: '', ...stamps });
    const classId = await insert('classes', {
      subjectId, name: 'Demo batch', code: 'DEMO-B', year: new Date(now).getUTCFullYear(),
      registrationOpensAt: null, registrationClosesAt: null, plannedExamDate: null, ...stamps,
    });
    await trx
      .updateTable('users')
      .set({ classId, nickName: 'Demo Student', updatedAt: now })
      .where('username', '=', 'student')
      .where('userType', '=', USER_TYPE.STUDENT)
      .execute();

    const courseId = await insert('courses', { subjectId, name: 'Welding safety basics', code: 'DEMO-C', description: paragraph('Safe working and welding practice.'), ...stamps });
    const knowledge = async (code: string, name: string, parentId: number | null, sort: number) =>
      insert('knowledgePoints', { courseId, parentId, type: parentId === null ? 'cn' : 'kn', code, name, weight: parentId === null ? 50 : 25, sort, ...stamps });
    const safety = await knowledge('SAFE', 'Safe working', null, 0);
    const practice = await knowledge('PRAC', 'Welding practice', null, 1);
    const points: Record<PointCode, number> = {
      PPE: await knowledge('PPE', 'Protective equipment', safety, 0),
      FIRE: await knowledge('FIRE', 'Fire prevention', safety, 1),
      ARC: await knowledge('ARC', 'Arc welding basics', practice, 0),
      GAS: await knowledge('GAS', 'Gas cylinders', practice, 1),
    };

    const items: { questionId: number; score: number }[] = [];
    for (const { question, content } of questions) {
      const questionId = await insert('questions', {
        courseId, knowledgeId: points[question.point], type: content.type, stem: content.stem, stemText: content.stemText, stemKey: content.stemKey,
        options: JSON.stringify(content.options), answer: content.answer.join(','), linkUrl: content.linkUrl, score: content.score,
        difficulty: content.difficulty, explanation: content.explanation, hasVideo: 0, retired: 0, createdBy, ...stamps,
      });
      items.push({ questionId, score: question.score });
    }

    const totalScore = items.reduce((sum, item) => sum + item.score, 0);
    const paperId = await insert('papers', {
      courseId, name: 'Welding safety: demo paper', mode: 'fixed', totalScore, passScore: Math.round(totalScore * 0.6), durationMinutes: 30,
      shuffleQuestions: 1, shuffleOptions: 1, questionCount: items.length, locked: 1, copiedFromId: null, createdBy, ...stamps,
    });
    await trx.insertInto('paperQuestions').values(items.map((item, position) => ({ paperId, position, ...item }))).execute();
    const noticeId = await insert('notices', { title: 'Demo exam rules', content: NOTICE, minReadingSeconds: 10, ...stamps });

    const publicationId = await insert('publications', {
      name: DEMO_PUBLICATION_NAME, paperId, noticeId, kind: 'normal', parentPublicationId: null, startsAt: now - 3_600_000, endsAt: now + 30 * DAY_MS,
      durationMinutes: 30, attemptsAllowed: 3, resultVisibility: 'immediate', fullscreenRequired: 0, tabSwitchLimit: 0, blockCopyPaste: 0,
      state: 'published', publishedAt: now, createdBy, ...stamps,
    });
    await trx.insertInto('publicationClasses').values({ publicationId, classId }).execute();
  });
}

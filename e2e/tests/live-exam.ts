import { API, idNumberCheckChar } from '@kaoshi/contracts';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { callWithToken, DEMO_PASSWORD, fillLogin, ownsDemoPassword, unique } from './helpers';

/** An exam of its own with two candidates, and candidate A sitting it in a browser: for the live and exam-departure tests. */

/** ID numbers are unique: each seeded exam's candidates get a serial of their own (several exams per run). */
const idNumber = (serial: number, n: number) => {
  const first17 = `110105${19950101 + n}${String(100 + serial * 2 + n).slice(-3)}`;
  return first17 + idNumberCheckChar(first17);
};

export interface Student {
  username: string;
  name: string;
}
export interface Exam {
  publicationId: number;
  name: string;
  a: Student;
  b: Student;
}

/**
 * A batch with two candidates, a course with three questions, a fixed paper, and an exam open now
 * (`settings`: the publication's integrity settings, none by default).
 */
export async function seedExam(request: APIRequestContext, admin: string, settings: { tabSwitchLimit?: number } = {}): Promise<Exam> {
  const tag = unique('').toUpperCase();
  const serial = Math.floor(Math.random() * 440);
  const post = <T>(path: string, data: unknown) => callWithToken<T>(request, admin, path, data);
  const { schoolId } = await post<{ schoolId: number }>(API.addSchool, { name: `Live ${tag}`, code: `LP${tag}` });
  const { departmentId } = await post<{ departmentId: number }>(API.addDepartment, {
    schoolId,
    name: `Electrical ${tag}`,
    code: `LD${tag}`,
  });
  const { subjectId } = await post<{ subjectId: number }>(API.addSubject, {
    departmentId,
    name: `Electrician ${tag}`,
    code: `LS${tag}`,
    level: 4,
  });
  const { classId } = await post<{ classId: number }>(API.addClasses, {
    subjectId,
    name: `Spring batch ${tag}`,
    code: `LB${tag}`,
    year: 2026,
  });
  const students: Student[] = [];
  for (const [n, name] of [
    [1, 'Alice Wang'],
    [2, 'Bo Zhang'],
  ] as const) {
    const student = { username: `lv${tag}${n}`.toLowerCase(), name: `${name} ${tag}` };
    await post(API.addStudent, {
      ...student,
      idNumber: idNumber(serial, n),
      classId,
      gender: '',
      phone: '',
      email: '',
      photo: '',
      locked: 0,
    });
    ownsDemoPassword(student.username);
    students.push(student);
  }
  const { courseId } = await post<{ courseId: number }>(API.addCourse, {
    subjectId,
    name: `Wiring safety ${tag}`,
    code: `LC${tag}`,
    description: '',
  });
  const items = [];
  for (const [n, type, options, answer] of [
    [1, 0, ['<p>Isolate the supply</p>', '<p>Work live</p>', '<p>Ask a colleague</p>'], ['A']],
    [2, 1, ['<p>Gloves</p>', '<p>Sandals</p>', '<p>Goggles</p>'], ['A', 'C']],
    [3, 2, ['<p>True</p>', '<p>False</p>'], ['A']],
  ] as const) {
    const { questionId } = await post<{ questionId: number }>(API.addQuestion, {
      courseId,
      knowledgeId: null,
      type,
      stem: `<p>Live question ${n} ${tag}</p>`,
      options,
      answer,
      score: 2,
      difficulty: 3,
      explanation: '<p>Because.</p>',
    });
    items.push({ questionId, score: 2 });
  }
  const { paperId } = await post<{ paperId: number }>(API.addPaper, {
    courseId,
    name: `Wiring paper ${tag}`,
    mode: 'fixed',
    passScore: 4,
    durationMinutes: 45,
    shuffleQuestions: 0,
    shuffleOptions: 0,
    items,
    rules: [],
  });
  const name = `Electrician theory ${tag}`;
  const now = Date.now();
  const { publicationId } = await post<{ publicationId: number }>(API.addPublication, {
    name,
    paperId,
    noticeId: null,
    kind: 'normal',
    parentPublicationId: null,
    classIds: [classId],
    startsAt: now - 60_000,
    endsAt: now + 3 * 3_600_000,
    ...settings,
  });
  await post(API.publishPublication, { id: publicationId });
  return { publicationId, name, a: students[0]!, b: students[1]! };
}

/** Candidate A in a browser of their own: signs in, enters the exam from /kaoshi and starts it. */
export async function startInBrowser(
  browser: Browser,
  baseURL: string,
  exam: Exam,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', reducedMotion: 'reduce', viewport });
  // All questions on one page: the test answers the first and the third.
  await context.addInitScript(() => localStorage.setItem('kaoshi.examLayout', 'all'));
  const candidate = await context.newPage();
  await candidate.goto('/login');
  await fillLogin(candidate, exam.a.username, DEMO_PASSWORD, 'Student');
  await expect(candidate).toHaveURL(/\/kaoshi/);
  await candidate.getByTestId(`exam-${exam.publicationId}`).getByRole('button', { name: 'Enter' }).click();
  await candidate.getByText('I have read the rules and am ready to start.').click();
  await candidate.getByRole('button', { name: 'Start the exam' }).click();
  await expect(candidate).toHaveURL(/\/socketA/);
  await expect(candidate.getByTestId('question-3')).toBeVisible();
  return candidate;
}

export const SITUATION = '/examPublishManage/examinationSituation';
export const rowOf = (page: Page, student: Student) => page.locator('.live-table .ant-table-row', { hasText: student.username });

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, type ImportRowError, PERMISSION, type QuestionImportResult, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { createChain, multipart, type OrgContext, startOrgTest, teacherWith } from '../../test/org.js';
import { listQuestions } from './question-fixtures.js';

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures/moodle');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

describe.each(DATABASES)('Moodle XML import on %s', (kind) => {
  let c: OrgContext;
  let author: string;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    author = await teacherWith(c.t, c.admin, 'moodle_author', [PERMISSION.EXAM_QUESTION]);
  });
  afterAll(() => c.t.close());

  const newCourse = async (prefix: string) => (await createChain(c.t, c.admin, prefix)).course.courseId;
  const importMoodle = (courseId: number, content: Buffer | string, name = 'questions.xml', lang = 'en') =>
    c.t.call<QuestionImportResult | { errors: ImportRowError[] }>({
      method: 'POST',
      url: API.importMoodleXml,
      token: author,
      headers: { 'accept-language': lang },
      ...multipart({ courseId }, { name, content, type: 'text/xml' }),
    });
  const questionsOf = async (courseId: number) => (await listQuestions(c.t, author, { courseId, sort: 'createdAt', order: 'asc' })).list;
  const knowledgeOf = async (courseId: number) =>
    (await c.t.db.selectFrom('knowledgePoints').select(['id', 'parentId', 'type', 'name']).where('courseId', '=', courseId).orderBy('id').execute());

  it('imports choice and true/false questions with their embedded image and categories as knowledge points', async () => {
    const courseId = await newCourse('MDL');
    const { body } = await importMoodle(courseId, fixture('choices.xml'), 'choices.xml', 'zh');
    expect(body.status, body.message).toBe(STATUS.OK);
    expect(body.data).toEqual({ created: 3, duplicates: [] });
    const [mig, ppe, cylinder] = await questionsOf(courseId);
    expect(mig).toMatchObject({ type: 0, score: 2, difficulty: 3, answer: ['A'], knowledgeName: 'Shielding gases' });
    expect(mig!.options).toEqual(['<p>Argon</p>', '<p>Oxygen</p>', '<p>Hydrogen</p>']);
    // The embedded PNG is now an editor file, served like the editor's own uploads.
    const src = /src="([^"]+)"/.exec(mig!.stem)![1]!;
    expect(src).toMatch(new RegExp(`^${API.editorFiles}/[0-9a-f]{64}\\.png$`));
    const image = await c.t.app.inject({ method: 'GET', url: src, headers: { authorization: `Bearer ${author}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(ppe).toMatchObject({ type: 1, score: 3, answer: ['A', 'B'], knowledgeName: 'Shielding gases' });
    expect(cylinder).toMatchObject({ type: 2, options: ['<p>正确</p>', '<p>错误</p>'], answer: ['B'], knowledgeName: 'Safety' });
    const points = await knowledgeOf(courseId);
    const chapter = points.find((point) => point.name === 'Gas welding')!;
    expect(points.map(({ type, name, parentId }) => [type, name, parentId])).toEqual([
      ['cn', 'Gas welding', null],
      ['kn', 'Shielding gases', chapter.id],
      ['cn', 'Safety', null],
    ]);

    // The same file again: the knowledge points are matched by name, the stems reported as repeats.
    const again = await importMoodle(courseId, fixture('choices.xml'));
    expect(again.body.data).toEqual({ created: 3, duplicates: [1, 2, 3].map((row, index) => ({ row, questionId: [mig, ppe, cylinder][index]!.questionId })) });
    expect(await knowledgeOf(courseId)).toHaveLength(3);
  });

  it('refuses the whole file naming each question of a kind it cannot hold, and imports nothing', async () => {
    const courseId = await newCourse('MDX');
    const { body } = await importMoodle(courseId, fixture('unsupported.xml'));
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    const { errors } = body.data as { errors: ImportRowError[] };
    expect(errors).toEqual([
      { row: 2, field: 'Match the processes', message: expect.stringContaining('Moodle questions of type "matching" cannot be imported') },
      { row: 3, field: 'Section intro', message: expect.stringContaining('Moodle questions of type "description" cannot be imported') },
    ]);
    expect(await questionsOf(courseId)).toEqual([]);
    expect(await knowledgeOf(courseId)).toEqual([]);
  });

  it('refuses a file that shows an embedded file that is not an image, or one it lacks, naming the question', async () => {
    const courseId = await newCourse('MDF');
    const text = fixture('choices.xml').toString('utf8');
    const notImage = text.replace(/(<file name="weld pool.png" path="\/" encoding="base64">)[^<]+/, `$1${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`);
    const first = await importMoodle(courseId, notImage);
    expect((first.body.data as { errors: ImportRowError[] }).errors).toEqual([
      { row: 1, field: 'MIG shielding gas', message: 'The embedded file "weld pool.png" is not a PNG, JPEG, GIF or WebP image within the size limit.' },
    ]);
    const missing = await importMoodle(courseId, text.replace(/<file name="weld pool.png"[^>]*>[^<]+<\/file>/, ''));
    expect((missing.body.data as { errors: ImportRowError[] }).errors[0]!.message).toBe(
      'The question shows the file "weld pool.png", but the file does not contain it.',
    );
    expect(await questionsOf(courseId)).toEqual([]);
  });

  it('refuses what is not a Moodle XML file in the caller language', async () => {
    const courseId = await newCourse('MDN');
    const broken = await importMoodle(courseId, '<quiz><question type="truefalse"></quiz>', 'broken.xml', 'zh');
    expect(broken.body.status).toBe(STATUS.BAD_REQUEST);
    expect(broken.body.message).toMatch(/^不是格式正确的 Moodle XML 文件/);
    const other = await importMoodle(courseId, '<?xml version="1.0"?><assessmentItem/>');
    expect(other.body.message).toBe('Not a Moodle XML question file: its root element must be <quiz>.');
    const empty = await importMoodle(courseId, '<?xml version="1.0"?><quiz></quiz>');
    expect(empty.body.message).toBe('The file holds no questions.');
  });
});

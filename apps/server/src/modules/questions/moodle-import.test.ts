import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, type ImportRowError, PERMISSION, QTI_SKIPPED_ITEMS_HEADER, type QuestionImportResult, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { createChain, fetchRaw, multipart, type OrgContext, startOrgTest, teacherWith } from '../../test/org.js';

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
      lang,
      ...multipart({ courseId }, { name, content, type: 'text/xml' }),
    });
  // Read from the table: what was stored, in the order it was stored.
  const questionsOf = async (courseId: number) => {
    const rows = await c.t.app.db
      .selectFrom('questions')
      .leftJoin('knowledgePoints', 'knowledgePoints.id', 'questions.knowledgeId')
      .select([
        'questions.id',
        'questions.type',
        'questions.stem',
        'questions.options',
        'questions.answer',
        'questions.score',
        'questions.difficulty',
      ])
      .select(['questions.spec', 'questions.parentId', 'questions.position', 'knowledgePoints.name as knowledgeName'])
      .where('questions.courseId', '=', courseId)
      .orderBy('questions.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      questionId: row.id,
      options: JSON.parse(row.options) as string[],
      answer: row.answer === '' ? [] : row.answer.split(','),
      spec: row.spec === '' ? {} : (JSON.parse(row.spec) as unknown),
    }));
  };
  const knowledgeOf = async (courseId: number) =>
    await c.t.app.db
      .selectFrom('knowledgePoints')
      .select(['id', 'parentId', 'type', 'name'])
      .where('courseId', '=', courseId)
      .orderBy('id')
      .execute();

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
    expect(again.body.data).toEqual({
      created: 3,
      duplicates: [1, 2, 3].map((row, index) => ({ row, questionId: [mig, ppe, cylinder][index]!.questionId })),
    });
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
    const notImage = text.replace(
      /(<file name="weld pool.png" path="\/" encoding="base64">)[^<]+/,
      `$1${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
    );
    const first = await importMoodle(courseId, notImage);
    expect((first.body.data as { errors: ImportRowError[] }).errors).toEqual([
      {
        row: 1,
        field: 'MIG shielding gas',
        message: 'The embedded file "weld pool.png" is not a PNG, JPEG, GIF or WebP image within the size limit.',
      },
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

  it('exports the bank as Moodle XML that imports again as the same questions, images inside, external-link tasks counted out', async () => {
    const from = await newCourse('MDE');
    expect((await importMoodle(from, fixture('choices.xml'))).body.status).toBe(STATUS.OK);
    // An external-link task, written straight to the table (the form is not under test here).
    const now = Date.now();
    await c.t.app.db
      .insertInto('questions')
      .values({
        ...{
          courseId: from,
          knowledgeId: null,
          type: 3,
          stem: '<p>Do the task</p>',
          stemText: 'Do the task',
          stemKey: 'task',
          options: '[]',
          answer: '',
        },
        linkUrl: 'https://example.com/task',
        score: 5,
        difficulty: 3,
        explanation: '',
        hasVideo: 0,
        retired: 0,
        parentId: null,
        createdBy: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const exported = await fetchRaw(c.t, withQuery(API.exportMoodleXml, { courseId: from }), author);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(exported.headers[QTI_SKIPPED_ITEMS_HEADER.toLowerCase()]).toBe('1');
    const xml = exported.body.toString('utf8');
    expect(xml).toContain('<question type="multichoice">');
    expect(xml).toContain('<question type="truefalse">');
    expect(xml).toMatch(/<file name="[0-9a-f]{64}\.png" path="\/" encoding="base64">iVBOR/);
    expect(xml).toContain('$course$/top/Shielding gases');

    const to = await newCourse('MDI');
    const { body } = await importMoodle(to, exported.body, 'export.xml');
    expect(body.status, JSON.stringify(body.data)).toBe(STATUS.OK);
    const content = (rows: Awaited<ReturnType<typeof questionsOf>>) =>
      rows.map(({ type, stem, options, answer, score, knowledgeName }) => ({ type, stem, options, answer, score, knowledgeName }));
    expect(content(await questionsOf(to))).toEqual(content((await questionsOf(from)).filter((row) => row.type !== 3)));
  });

  it('imports fill-in, numerical, essay and cloze as the written types, the cloze as a case question with its parts', async () => {
    const courseId = await newCourse('MDW');
    const { body } = await importMoodle(courseId, fixture('welding-bank.xml'));
    expect(body.status, JSON.stringify(body.data)).toBe(STATUS.OK);
    expect(body.data).toEqual({ created: 7, duplicates: [] });
    const rows = await questionsOf(courseId);
    const bank = rows.filter((row) => row.parentId === null);
    expect(bank.map((row) => row.type)).toEqual([0, 1, 2, 4, 4, 6, 7]);
    expect(bank[3]).toMatchObject({
      stem: '<p>The most common inert shielding gas is {{1}}.</p>',
      spec: { blanks: [{ accepted: ['argon', 'Ar'], points: 1 }], anyOrder: false },
    });
    expect(bank[4]!.spec).toEqual({ blanks: [{ accepted: ['45'], points: 2, numeric: { value: 45, tolerance: 5 } }], anyOrder: false });
    expect(bank[5]).toMatchObject({ type: 6, score: 10, spec: { scoringPoints: [], minLength: 0, maxLength: 0 } });
    const cloze = bank[6]!;
    expect(cloze.score).toBe(4);
    const parts = rows.filter((row) => row.parentId === cloze.questionId);
    expect(parts.map((row) => [row.position, row.type, row.score])).toEqual([
      [1, 4, 2],
      [2, 0, 1],
      [3, 4, 1],
    ]);
  });
});

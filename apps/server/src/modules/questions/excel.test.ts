import { API, type ImportRowError, PERMISSION, type QuestionImportResult, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import {
  type Chain,
  createChain,
  fetchRaw,
  multipart,
  type OrgContext,
  readXlsx,
  startOrgTest,
  teacherWith,
  xlsxOf,
} from '../../test/org.js';
import { addKnowledge, addQuestion, contentOf, listQuestions, singleChoice } from './question-fixtures.js';

const OPTION_HEADERS = 'ABCDEFGHIJ'.split('').map((key) => `Option ${key}`);
const HEADERS = [
  'Type',
  'Stem',
  ...OPTION_HEADERS,
  'Answer',
  'Score',
  'Difficulty (1-5)',
  'Knowledge point code',
  'Explanation',
  'Link URL',
  'Video',
];
type Row = (string | number)[];

/** A sheet row under HEADERS: type, stem, the options (A…), answer, score, then the rest by name. */
function row(
  type: string | number,
  stem: string,
  options: string[],
  answer: string,
  score: string | number,
  rest: Partial<Record<'difficulty' | 'code' | 'explanation' | 'link' | 'video', string | number>> = {},
): Row {
  const padded = [...options, ...Array<string>(10 - options.length).fill('')];
  return [
    type,
    stem,
    ...padded,
    answer,
    score,
    rest.difficulty ?? '',
    rest.code ?? '',
    rest.explanation ?? '',
    rest.link ?? '',
    rest.video ?? '',
  ];
}

describe.each(DATABASES)('question Excel import and export on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let author: string;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'QX');
    author = await teacherWith(c.t, c.admin, 'excel_author', [PERMISSION.EXAM_QUESTION]);
    await addKnowledge(c.t, c.admin, chain.course.courseId, 'K1');
  });
  afterAll(() => c.t.close());

  const importFile = (
    content: Buffer | string,
    courseId: number | string = chain.course.courseId,
    lang?: string,
    name = 'questions.xlsx',
  ) =>
    c.t.call<QuestionImportResult | { errors: ImportRowError[] }>({
      method: 'POST',
      url: API.importQuestions,
      token: author,
      lang,
      ...multipart({ courseId }, { name, content }),
    });
  const total = async (courseId = chain.course.courseId) => (await listQuestions(c.t, author, { courseId, retired: 'all' })).total;

  it('offers a template with translated headers and an example of each type, which imports as it is', async () => {
    const en = await fetchRaw(c.t, API.questionImportTemplate, author);
    expect(en.headers['content-disposition']).toMatch(/filename="Question import template\.xlsx"/);
    const rows = await readXlsx(en.body);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Single choice', 'Multiple choice', 'True/false', 'External link']);
    const zhTemplate = (await fetchRaw(c.t, API.questionImportTemplate, author, 'zh-CN')).body;
    expect((await readXlsx(zhTemplate))[0]!.slice(0, 4)).toEqual(['类型', '题干', '选项 A', '选项 B']);
    const course = (await createChain(c.t, c.admin, 'TPL')).course.courseId;
    const imported = await importFile(zhTemplate, course);
    expect(imported.body.data).toEqual({ created: 4, duplicates: [] });
    const list = (await listQuestions(c.t, author, { courseId: course })).list;
    expect(list.map((q) => [q.type, q.answer.join(','), q.score])).toEqual([
      [0, 'A', 2],
      [1, 'A,B,D', 3],
      [2, 'B', 1],
      [3, '', 20],
    ]);
    expect(list[3]).toMatchObject({ linkUrl: 'https://example.com/tasks/fillet-weld', hasVideo: 1, options: [] });
  });

  it('checks every row and imports nothing when any is bad, naming each row and column', async () => {
    const before = await total();
    const good = row(0, 'Fine question', ['Yes', 'No'], 'A', 1);
    const file = await xlsxOf([
      HEADERS,
      good,
      row('sideways', 'Bad type', ['a', 'b'], 'A', 1),
      row(0, '', ['a', 'b'], 'A', 1),
      row(0, 'Two answers', ['a', 'b'], 'A,B', 1),
      row(2, 'Three options', ['a', 'b', 'c'], 'A', 1),
      row(0, 'Odd score', ['a', 'b'], 'A', 1.3, { difficulty: 9 }),
      row(1, 'Unknown point', ['a', 'b', 'c'], 'A,C', 2, { code: 'NOPE', video: 'maybe' }),
      row(3, 'Bad link', [], '', 5, { link: 'javascript:alert(1)' }),
      row(0, 'Gap', ['a', '', 'c'], 'Z', 1),
      row(0, 'Gap only', ['a', '', 'c'], 'C', ''),
    ]);
    const { body } = await importFile(file);
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    const errors = (body.data as { errors: ImportRowError[] }).errors;
    expect(body.message).toBe(translate('en', 'importRowsInvalid', { count: errors.length }));
    expect(errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [
        3,
        'Type',
        translate('en', 'importTypeInvalid', {
          names: 'Single choice, Multiple choice, True/false, External link, Fill in the blank, Short answer, Essay, Composite (case)',
        }),
      ],
      [4, 'Stem', translate('en', 'importRequired')],
      [5, 'Answer', translate('en', 'answerSingle')],
      [6, 'Option A', translate('en', 'optionsCountTrueFalse')],
      [7, 'Score', translate('en', 'importScoreInvalid')],
      [7, 'Difficulty (1-5)', translate('en', 'importDifficultyInvalid')],
      [8, 'Knowledge point code', translate('en', 'importKnowledgeUnknown', { code: 'NOPE' })],
      [8, 'Video', translate('en', 'importFlagInvalid')],
      [9, 'Link URL', translate('en', 'linkUrlInvalid')],
      [10, 'Answer', translate('en', 'answerUnknownOption')],
      [11, 'Score', translate('en', 'importRequired')],
    ]);
    expect(await total()).toBe(before);
    const zh = await importFile(file, chain.course.courseId, 'zh');
    expect((zh.body.data as { errors: ImportRowError[] }).errors[1]).toEqual({ row: 4, field: '题干', message: '此项为必填项。' });
    const gap = await importFile(await xlsxOf([HEADERS, row(0, 'Gap', ['a', '', 'c'], 'C', 1)]));
    expect((gap.body.data as { errors: ImportRowError[] }).errors).toEqual([
      { row: 2, field: 'Option B', message: translate('en', 'optionEmpty') },
    ]);
  });

  it('reads headers and type names in any language; plain text is escaped, HTML sanitised; repeated stems are reported', async () => {
    const existing = await addQuestion(c.t, author, singleChoice(chain.course.courseId, 1, { stem: '<p>Already in the bank</p>' }));
    const zhHeaders = ['题干', '类型', '选项 A', '选项 B', '答案', '分值', '知识点编码', '视频'];
    const file = await xlsxOf([
      zhHeaders,
      ['a < b & "c"\nsecond line', '单选题', '<p>x<script>alert(1)</script></p>', 'y', 'b', 0.5, 'K1', '是'],
      ['Already in the  BANK', 'True/false', 'Right', 'Wrong', 'A', 1, '', 'no'],
      ['<p>already in the bank</p>', '0', 'p', 'q', 'A', '1', '', '0'],
    ]);
    const { body } = await importFile(file);
    expect(body.status, body.message).toBe(STATUS.OK);
    const result = body.data as QuestionImportResult;
    expect(result.created).toBe(3);
    expect(result.duplicates).toEqual([
      { row: 3, questionId: existing.questionId },
      { row: 4, questionId: existing.questionId },
    ]);
    const [first] = (await listQuestions(c.t, author, { courseId: chain.course.courseId, keyword: 'second line' })).list;
    const [second] = (await listQuestions(c.t, author, { courseId: chain.course.courseId, keyword: 'already', type: 2 })).list;
    expect(first).toMatchObject({
      type: 0,
      stem: '<p>a &lt; b &amp; "c"<br>second line</p>',
      options: ['<p>x</p>', '<p>y</p>'],
      answer: ['B'],
      score: 0.5,
      difficulty: 3,
      knowledgeCode: 'K1',
      hasVideo: 1,
    });
    expect(second).toMatchObject({ type: 2, stem: '<p>Already in the  BANK</p>', answer: ['A'], hasVideo: 0 });
    const inFile = await importFile(
      await xlsxOf([HEADERS, row(0, 'Once more', ['a', 'b'], 'A', 1), row(0, 'once  more', ['a', 'b'], 'B', 1)]),
    );
    const ids = (await listQuestions(c.t, author, { courseId: chain.course.courseId, keyword: 'once more' })).list.map((q) => q.questionId);
    expect((inFile.body.data as QuestionImportResult).duplicates).toEqual([{ row: 3, questionId: ids[0] }]);
  });

  it('refuses what is not an importable sheet', async () => {
    for (const [content, key] of [
      ['not excel', 'importNotExcel'],
      [await xlsxOf([HEADERS]), 'questionImportEmpty'],
    ] as const) {
      expect((await importFile(content)).body.message).toBe(translate('en', key));
    }
    const missing = await importFile(
      await xlsxOf([
        ['Answer', 'Score'],
        ['A', 1],
      ]),
    );
    expect(missing.body.message).toBe(translate('en', 'importHeadersMissing', { columns: 'Type, Stem' }));
    expect((await importFile(await xlsxOf([HEADERS, row(0, 'x', ['a', 'b'], 'A', 1)]), 999999)).body.status).toBe(STATUS.NOT_FOUND);
    expect((await importFile(await xlsxOf([HEADERS]), '')).body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('exports the filtered list with the import columns first, formulas neutralised, and imports it again losslessly', async () => {
    const source = await createChain(c.t, c.admin, 'SRC');
    const target = await createChain(c.t, c.admin, 'DST');
    for (const course of [source, target]) {
      const chapter = await addKnowledge(c.t, c.admin, course.course.courseId, '-CH');
      await addKnowledge(c.t, c.admin, course.course.courseId, 'KN.1', chapter);
    }
    const points = await c.t.app.db
      .selectFrom('knowledgePoints')
      .select(['id', 'code'])
      .where('courseId', '=', source.course.courseId)
      .execute();
    const pointId = (code: string) => points.find((p) => p.code === code)!.id;
    const courseId = source.course.courseId;
    const bodies = [
      singleChoice(courseId, 1, {
        stem: '<p>=HYPERLINK("http://evil.example")</p>',
        knowledgeId: pointId('-CH'),
        score: 1.5,
        difficulty: 1,
      }),
      singleChoice(courseId, 2, {
        type: 1,
        stem: '<p>Pick <strong>all</strong> that apply:</p><table><tbody><tr><td>1</td></tr></tbody></table>',
        options: ['<p>+one</p>', '<p>@two</p>', '<p>-three</p>', '<p><em>four</em></p>'],
        answer: ['A', 'C', 'D'],
        knowledgeId: pointId('KN.1'),
        hasVideo: 1,
        explanation: '<p>Because <a href="https://example.com" target="_blank" rel="noopener">see here</a>.</p>',
      }),
      singleChoice(courseId, 3, {
        type: 2,
        options: ['<p>Steel is an alloy.</p>', '<p>Steel is an element.</p>'],
        answer: ['A'],
        explanation: '',
      }),
      singleChoice(courseId, 4, {
        type: 3,
        options: [],
        answer: [],
        linkUrl: 'https://example.com/task?x=1&y=2',
        score: 30,
        difficulty: 5,
      }),
    ];
    const originals = [];
    for (const b of bodies) originals.push(await addQuestion(c.t, author, b));

    const exported = await fetchRaw(c.t, withQuery(API.exportQuestion, { courseId, sortField: 'createdAt' }), author);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="excel-list\.xlsx"/);
    const rows = await readXlsx(exported.body);
    expect(rows[0]).toEqual([...HEADERS, 'Course', 'Knowledge point', 'Retired', 'Papers', 'Created']);
    expect(rows[1]![HEADERS.indexOf('Knowledge point code')]).toBe(`'-CH`);
    expect(
      rows
        .slice(1)
        .flat()
        .some((value) => typeof value === 'string' && /^[=+@-]/.test(value)),
    ).toBe(false);

    const again = await importFile(exported.body, target.course.courseId, undefined, 'excel-list.xlsx');
    expect(again.body.data, again.body.message).toEqual({ created: 4, duplicates: [] });
    const copies = (await listQuestions(c.t, author, { courseId: target.course.courseId })).list;
    expect(copies.map(contentOf)).toEqual(originals.map(contentOf));
  });
});

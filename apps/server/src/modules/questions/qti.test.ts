import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API,
  type ImportRowError,
  PERMISSION,
  QTI_SKIPPED_ITEMS_HEADER,
  type QuestionImportResult,
  type QuestionRecord,
  STATUS,
  translate,
} from '@kaoshi/contracts';
import { strFromU8, strToU8, unzipSync, type Zippable, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { createChain, fetchRaw, multipart, type OrgContext, startOrgTest, teacherWith } from '../../test/org.js';
import { PNG } from '../../test/sample-files.js';
import { storeContent } from '../editor/storage.js';
import { addQuestion, listQuestions, singleChoice } from './test/question-fixtures.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/qti');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

const TEXT_ENTRY_ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="textEntry" title="Capital" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"><correctResponse><value>York</value></correctResponse></responseDeclaration>
  <itemBody><p>Identify the missing word: Edinburgh is further north than <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="15"/>.</p></itemBody>
</assessmentItem>`;

const manifest = (hrefs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="m1"><organizations/><resources>
${hrefs.map((href, i) => `<resource identifier="r${i}" type="imsqti_item_xmlv2p1" href="${href}"><file href="${href}"/></resource>`).join('\n')}
<resource identifier="test" type="imsqti_test_xmlv2p1" href="test.xml"/>
</resources></manifest>`;

const zipOf = (files: Record<string, Uint8Array | string>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? strToU8(data) : data])) as Zippable,
    ),
  );

describe.each(DATABASES)('QTI 2.1 import and export on %s', (kind) => {
  let c: OrgContext;
  let author: string;
  let courseId: number;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    author = await teacherWith(c.t, c.admin, 'qti_author', [PERMISSION.EXAM_QUESTION]);
    courseId = (await createChain(c.t, c.admin, 'QTI')).course.courseId;
  });
  afterAll(() => c.t.close());

  const importQti = (content: Buffer | string, name: string, fields: Record<string, string | number> = {}) =>
    c.t.call<QuestionImportResult | { errors: ImportRowError[] }>({
      method: 'POST',
      url: API.importQti,
      token: author,
      ...multipart({ courseId, ...fields }, { name, content }),
    });
  const newCourse = async (prefix: string) => (await createChain(c.t, c.admin, prefix)).course.courseId;
  const questionsOf = async (course: number) => (await listQuestions(c.t, author, { courseId: course })).list;

  it('imports the IMS example items one by one: single and multiple choice, prompt in the stem, missing image dropped', async () => {
    const course = await newCourse('ONE');
    for (const name of ['choice.xml', 'choice_fixed.xml', 'choice_multiple.xml']) {
      const { body } = await importQti(fixture(name), name, { courseId: course, score: 1.5 });
      expect(body.status, `${name}: ${body.message}`).toBe(STATUS.OK);
    }
    const [choice, fixed, multiple] = await questionsOf(course);
    expect(choice).toMatchObject({
      type: 0,
      stem: '<p>Look at the text in the picture.</p><p>What does it say?</p>',
      answer: ['A'],
      score: 1.5,
      difficulty: 3,
      options: [
        '<p>You must stay with your luggage at all times.</p>',
        '<p>Do not let someone else look after your luggage.</p>',
        '<p>Remember your luggage when you leave.</p>',
      ],
    });
    expect(fixed).toMatchObject({ type: 0, answer: ['A'], stem: choice!.stem });
    expect(fixed!.options).toHaveLength(4);
    expect(fixed!.options[3]).toBe('<p>None of the above.</p>');
    expect(multiple).toMatchObject({
      type: 1,
      stem: '<p>Which of the following elements are used to form water?</p>',
      answer: ['A', 'D'],
      score: 2,
      options: ['<p>Hydrogen</p>', '<p>Helium</p>', '<p>Carbon</p>', '<p>Oxygen</p>', '<p>Nitrogen</p>', '<p>Chlorine</p>'],
    });
  });

  it('imports a content package: the items its manifest lists, their images kept as editor files, repeated stems reported', async () => {
    const course = await newCourse('PKG');
    const files = {
      'imsmanifest.xml': manifest(['items/choice.xml', 'items/choice_fixed.xml', 'items/choice_multiple.xml']),
      'items/choice.xml': fixture('choice.xml'),
      'items/choice_fixed.xml': fixture('choice_fixed.xml'),
      'items/choice_multiple.xml': fixture('choice_multiple.xml'),
      'items/images/sign.png': PNG,
      'unlisted.xml': TEXT_ENTRY_ITEM,
    };
    const { body } = await importQti(zipOf(files), 'package.zip', { courseId: course });
    expect(body.status, body.message).toBe(STATUS.OK);
    const [choice, fixed] = await questionsOf(course);
    expect(body.data as QuestionImportResult).toEqual({ created: 3, duplicates: [{ row: 2, questionId: choice!.questionId }] });
    const src = /<img src="([^"]+)" alt="NEVER LEAVE LUGGAGE UNATTENDED">/.exec(choice!.stem)?.[1];
    expect(src).toMatch(new RegExp(`^${API.editorFiles}/[0-9a-f]{64}\\.png$`));
    expect(fixed!.stem).toBe(choice!.stem);
    const image = await fetchRaw(c.t, src!, author);
    expect(image.status).toBe(200);
    expect(Buffer.compare(image.body, PNG)).toBe(0);
    // Without a manifest, every item file in the package.
    const bare = await importQti(zipOf({ 'a/choice_multiple.xml': fixture('choice_multiple.xml'), 'notes.xml': '<notes/>' }), 'bare.zip', {
      courseId: course,
    });
    expect(bare.body.data).toMatchObject({ created: 1 });
  });

  it('refuses the whole upload when any item is not a choice item or cannot be read, naming each file', async () => {
    const course = await newCourse('BAD');
    const twoInteractions = fixture('choice.xml')
      .toString()
      .replace('</itemBody>', '<textEntryInteraction responseIdentifier="R2"/></itemBody>');
    const files = {
      'imsmanifest.xml': manifest(['good.xml', 'text.xml', 'two.xml', 'broken.xml', 'entity.xml', 'missing.xml', 'noanswer.xml']),
      'good.xml': fixture('choice.xml'),
      'text.xml': TEXT_ENTRY_ITEM,
      'two.xml': twoInteractions,
      'broken.xml': '<assessmentItem><itemBody>',
      'entity.xml': '<!DOCTYPE a [<!ENTITY x "xx">]><assessmentItem>&x;</assessmentItem>',
      'noanswer.xml': fixture('choice.xml').toString().replace('<value>ChoiceA</value>', ''),
    };
    const { body } = await importQti(zipOf(files), 'mixed.zip', { courseId: course });
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    const errors = (body.data as { errors: ImportRowError[] }).errors;
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'text.xml'],
      [3, 'two.xml'],
      [4, 'broken.xml'],
      [5, 'entity.xml'],
      [6, 'missing.xml'],
      [7, 'noanswer.xml'],
    ]);
    expect(errors[0]!.message).toBe(translate('en', 'qtiNotChoice', { found: 'textEntryInteraction' }));
    expect(errors[1]!.message).toBe(translate('en', 'qtiNotChoice', { found: 'choiceInteraction, textEntryInteraction' }));
    expect(errors[2]!.message).toMatch(/^Not well-formed XML/);
    expect(errors[3]!.message).toBe(translate('en', 'qtiXmlInvalid', { reason: 'entity declarations are not allowed' }));
    expect(errors[4]!.message).toBe(translate('en', 'qtiItemMissing'));
    expect(errors[5]!.message).toBe(translate('en', 'answerSingle'));
    expect(await questionsOf(course)).toEqual([]);
    const single = await importQti(TEXT_ENTRY_ITEM, 'text-entry.xml', { courseId: course });
    expect((single.body.data as { errors: ImportRowError[] }).errors).toEqual([
      { row: 1, field: 'text-entry.xml', message: translate('en', 'qtiNotChoice', { found: 'textEntryInteraction' }) },
    ]);
    // A lone item whose options are images it cannot carry: the files are named, and the package that would bring them.
    const pictureOptions = fixture('choice.xml')
      .toString()
      .replace(
        /<simpleChoice identifier="ChoiceA"[^>]*>[\s\S]*?<\/simpleChoice>/,
        '<simpleChoice identifier="ChoiceA"><img src="images/a.png" alt="A"/></simpleChoice>',
      )
      .replace(
        /<simpleChoice identifier="ChoiceB"[^>]*>[\s\S]*?<\/simpleChoice>/,
        '<simpleChoice identifier="ChoiceB"><img src="images/b.png" alt="B"/></simpleChoice>',
      );
    const lone = await importQti(pictureOptions, 'pictures.xml', { courseId: course });
    expect((lone.body.data as { errors: ImportRowError[] }).errors).toEqual([
      {
        row: 1,
        field: 'pictures.xml',
        message: translate('en', 'qtiImagesMissing', { files: 'images/sign.png, images/a.png, images/b.png' }),
      },
    ]);
    expect(translate('zh', 'qtiImagesMissing', { files: 'images/a.png' })).toContain('内容包（.zip）');
    for (const content of ['just text', Buffer.from('PK\u0003\u0004 broken')]) {
      expect((await importQti(content, 'x.zip', { courseId: course })).body.message).toBe(translate('en', 'qtiNotPackage'));
    }
    expect((await importQti(zipOf({ 'readme.txt': 'hi' }), 'empty.zip', { courseId: course })).body.message).toBe(
      translate('en', 'qtiNoItems'),
    );
  });

  it('refuses a zip bomb before inflating it: too much declared content, or too many entries', async () => {
    const zeros = zipOf({ 'imsmanifest.xml': manifest([]), 'huge.xml': new Uint8Array(51 * 1024 * 1024) });
    expect(zeros.length).toBeLessThan(1024 * 1024);
    const many = zipOf(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f${i}.txt`, 'x'])));
    // A small entry that claims to unpack to 3 GB in the central directory.
    const liar = zipOf({ 'item.xml': fixture('choice.xml') });
    const central = liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    liar.writeUInt32LE(3_000_000_000, central + 24);
    for (const [bomb, name] of [
      [zeros, 'zeros.zip'],
      [many, 'many.zip'],
      [liar, 'liar.zip'],
    ] as const) {
      const { body } = await importQti(bomb, name);
      expect(body.status, name).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toBe(translate('en', 'qtiPackageTooLarge', { max: 50, entries: 2000 }));
    }
  });

  it('exports choice and true/false questions as a QTI package that imports again as the same questions', async () => {
    const source = await newCourse('EXP');
    const imageName = await storeContent(c.t.config, PNG, 'png');
    const originals: QuestionRecord[] = [];
    for (const body of [
      singleChoice(source, 1, {
        stem: `<p>Read the <strong>sign</strong> &amp; answer:</p><p><img src="${API.editorFiles}/${imageName}" alt="sign"></p>`,
        score: 3,
      }),
      singleChoice(source, 2, {
        type: 1,
        options: ['<p>H<sub>2</sub></p>', '<p>O<sup>2</sup></p>', '<p><em>He</em></p>'],
        answer: ['A', 'B'],
        score: 2.5,
      }),
      singleChoice(source, 3, { type: 2, options: ['<p>True</p>', '<p>False</p>'], answer: ['B'] }),
      singleChoice(source, 4, { stem: '<ul><li><p>one</p></li><li><p>two &lt; three</p></li></ul>' }),
    ])
      originals.push(await addQuestion(c.t, author, body));
    await addQuestion(c.t, author, singleChoice(source, 5, { type: 3, options: [], answer: [], linkUrl: 'https://example.com/task' }));

    const response = await fetchRaw(c.t, withQuery(API.exportQti, { courseId: source }), author);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers[QTI_SKIPPED_ITEMS_HEADER.toLowerCase()]).toBe('1');
    const entries = unzipSync(new Uint8Array(response.body));
    expect(Object.keys(entries).sort()).toEqual(
      ['imsmanifest.xml', `images/${imageName}`, ...originals.map((q) => `items/${q.questionId}.xml`)].sort(),
    );
    const manifestText = strFromU8(entries['imsmanifest.xml']!);
    expect(manifestText.match(/type="imsqti_item_xmlv2p1"/g)).toHaveLength(4);
    const first = strFromU8(entries[`items/${originals[0]!.questionId}.xml`]!);
    expect(first).toContain('<img src="../images/');
    expect(first).toContain('<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>');
    expect(first).toMatch(/<simpleChoice identifier="A"><p>Plasma cutter<\/p><\/simpleChoice>/);

    const target = await newCourse('IMP');
    const again = await importQti(response.body, 'questions-qti.zip', { courseId: target });
    expect(again.body.data, again.body.message).toEqual({ created: 4, duplicates: [] });
    const essentials = (q: QuestionRecord) => ({ type: q.type, stem: q.stem, options: q.options, answer: q.answer, score: q.score });
    expect((await questionsOf(target)).map(essentials)).toEqual(originals.map(essentials));
  });
});

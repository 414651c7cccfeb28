import { API, STATUS, translate } from '@kaoshi/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { fakeIdNumber, xlsxOf } from '../../test/org.js';
import { PNG } from '../../test/sample-files.js';
import {
  BILLION_LAUGHS_DTD,
  externalEntityDtd,
  fieldPiece,
  filePiece,
  multipartBody,
  nestedZip,
  paddedSheet,
  rawZip,
  SHEET,
  workbookParts,
  workbookWith,
  corruptionsOf,
} from './hostile-files.js';
import { type NetworkTrap, startNetworkTrap } from './network-trap.js';
import { assertWithSeed, runsOr } from './seeds.js';
import { assertSound, type Exchange, type FuzzWorld, startFuzzWorld } from './world.js';

/**
 * Every sheet import (students, question bank: the users of lib/sheet-import.ts) fed corrupt
 * and hostile files: each is refused with a clear message and nothing is imported.
 */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SheetImport {
  name: string;
  url: string;
  fields: (world: FuzzWorld) => Record<string, string | number>;
  header: string[];
  row: (world: FuzzWorld, n: number, text: string) => (string | number)[];
}

const IMPORTS: SheetImport[] = [
  {
    name: 'student import',
    url: API.importStudents,
    fields: (world) => ({ classId: world.c.chain.batch.classId }),
    header: ['username', 'name', 'idNumber', 'classCode'],
    row: (world, n, text) => [`FZ${String(n).padStart(6, '0')}`, text, fakeIdNumber(700_000 + n), world.c.chain.batch.code],
  },
  {
    name: 'question import',
    url: API.importQuestions,
    fields: (world) => ({ courseId: world.c.chain.course.courseId }),
    header: ['type', 'stem', 'optionA', 'optionB', 'answer', 'score'],
    row: (_world, _n, text) => [0, text, 'Yes', 'No', 'A', 1],
  },
];

/** Refusals within this time: an unprotected parser spent seconds and a gigabyte on a 200 KB bomb. */
const QUICKLY_MS = 10_000;

describe.each(DATABASES)('hostile Excel imports (%s)', (kind) => {
  let world: FuzzWorld;
  let trap: NetworkTrap;
  beforeAll(async () => {
    world = await startFuzzWorld(kind);
    trap = await startNetworkTrap();
  }, 120_000);
  afterAll(async () => {
    await trap?.close();
    await world?.close();
  });

  describe.each(IMPORTS)('$name', (target) => {
    const upload = async (content: Buffer | string, name = 'import.xlsx', type = XLSX_TYPE): Promise<Exchange> => {
      const boundary = 'fuzzboundary';
      const pieces = [
        ...Object.entries(target.fields(world)).map(([field, value]) => fieldPiece(field, value)),
        filePiece(name, Buffer.from(content), 'file', type),
      ];
      const exchange = await world.exchange({
        method: 'POST',
        url: target.url,
        payload: multipartBody(boundary, pieces),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      assertSound(exchange, `${target.name} of ${name}`);
      return exchange;
    };
    /** Refused with 40000 and this message, and nothing changed (assertSound checked the tables). */
    const expectRefused = (exchange: Exchange, message: string) => {
      expect(exchange.status, exchange.message).toBe(STATUS.BAD_REQUEST);
      expect(exchange.message).toBe(message);
      expect(exchange.changed).toEqual([]);
    };
    const goodWorkbook = (n: number) => xlsxOf([target.header, target.row(world, n, `Fuzz text ${n}`)]);

    it('refuses a file that is not a workbook, whatever name and type it claims', async () => {
      const real = await goodWorkbook(1);
      const notExcel = translate('en', 'importNotExcel');
      const files: [string, Buffer | string, string?][] = [
        ['empty.xlsx', ''],
        ['text.xlsx', 'username,name\nA1,=1+1\n', 'text/csv'],
        ['picture.xlsx', PNG, XLSX_TYPE],
        [
          'old.xls',
          Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
          'application/vnd.ms-excel',
        ],
        ['page.xlsx', '<html><script>alert(1)</script></html>', 'text/html'],
        ['signature-only.xlsx', 'PK\u0003\u0004'],
        ['truncated.xlsx', real.subarray(0, Math.floor(real.length / 2))],
        ['no-workbook.xlsx', rawZip([{ name: 'readme.txt', content: Buffer.from('hello') }])],
        ['nested.xlsx', nestedZip(20, 'xl/workbook.xml')],
      ];
      for (const [name, content, type] of files) expectRefused(await upload(content, name, type), notExcel);
    });

    it('refuses zip bombs before unpacking them: huge content, content larger than declared, too many entries', async () => {
      const parts = await workbookParts([target.header, target.row(world, 2, 'Bomb')]);
      const sheet = parts.get(SHEET)!;
      const huge = paddedSheet(sheet, 101);
      const bombs: [string, Buffer][] = [
        ['declared.xlsx', workbookWith(parts, huge)],
        // The directory says a few kilobytes; the data inflates to 101 MB.
        ['liar.xlsx', workbookWith(parts, huge, sheet.length)],
        [
          'many.xlsx',
          rawZip([
            ...[...parts].map(([name, content]) => ({ name, content })),
            ...Array.from({ length: 1000 }, (_, i) => ({ name: `xl/media/f${i}.bin`, content: Buffer.from('x') })),
          ]),
        ],
      ];
      const tooLarge = translate('en', 'importWorkbookTooLarge', { max: 100, entries: 1000 });
      for (const [name, bomb] of bombs) {
        expect(bomb.length).toBeLessThan(1024 * 1024);
        const started = Date.now();
        expectRefused(await upload(bomb, name), tooLarge);
        expect(Date.now() - started, name).toBeLessThan(QUICKLY_MS);
      }
    });

    it('does not expand entities (billion laughs) or fetch external ones (XXE)', async () => {
      const parts = await workbookParts([target.header, target.row(world, 3, 'ENTITY_HERE')]);
      const strings = parts.get('xl/sharedStrings.xml')!.toString('utf8');
      const withDtd = (dtd: string, reference: string) => {
        const xml = strings.replace(/^(<\?xml[^>]*\?>)/, `$1${dtd}`).replace('ENTITY_HERE', reference);
        return rawZip(
          [...parts].map(([name, content]) => ({ name, content: name === 'xl/sharedStrings.xml' ? Buffer.from(xml) : content })),
        );
      };
      for (const [name, file] of [
        ['laughs.xlsx', withDtd(BILLION_LAUGHS_DTD, '&lol9;')],
        ['xxe.xlsx', withDtd(externalEntityDtd(trap.url), '&xxe;&net;')],
      ] as const) {
        const started = Date.now();
        expectRefused(await upload(file, name), translate('en', 'importNotExcel'));
        expect(Date.now() - started, name).toBeLessThan(QUICKLY_MS);
      }
      expect(trap.hits()).toBe(0);
    });

    it('never evaluates a formula cell: one without a stored result is an empty cell, and the row is refused', async () => {
      const parts = await workbookParts([target.header, target.row(world, 4, 'FORMULA_HERE')]);
      const strings = parts.get('xl/sharedStrings.xml')!.toString('utf8');
      const index = [...strings.matchAll(/<si>/g)].findIndex((match) => strings.slice(match.index).startsWith('<si><t>FORMULA_HERE'));
      const sheet = parts
        .get(SHEET)!
        .toString('utf8')
        .replace(
          new RegExp(`<c r="B2"([^>]*)t="s"([^>]*)><v>${index}</v></c>`),
          `<c r="B2"$1$2><f>WEBSERVICE("${trap.url}")&amp;HYPERLINK("${trap.url}","x")</f></c>`,
        );
      expect(sheet).toContain('WEBSERVICE');
      const exchange = await upload(workbookWith(parts, Buffer.from(sheet)), 'formula.xlsx');
      expect(exchange.status).toBe(STATUS.BAD_REQUEST);
      expect(exchange.changed).toEqual([]);
      expect(trap.hits()).toBe(0);
    });

    it('stores no control characters a workbook smuggles in as _x0000_ escapes (PostgreSQL cannot store a NUL)', async () => {
      const parts = await workbookParts([target.header, target.row(world, 9, 'CONTROL_HERE')]);
      const strings = parts.get('xl/sharedStrings.xml')!.toString('utf8').replace('CONTROL_HERE', 'Nul_x0000_and_x0001_bell_x0007_ 9');
      const exchange = await upload(
        rawZip([...parts].map(([name, content]) => ({ name, content: name === 'xl/sharedStrings.xml' ? Buffer.from(strings) : content }))),
        'control.xlsx',
      );
      expect(exchange.status, exchange.message).toBe(STATUS.OK);
      const stored = await world.c.t.app.db
        .selectFrom(target.url === API.importStudents ? 'users' : 'questions')
        .select(target.url === API.importStudents ? 'nickName as text' : 'stem as text')
        .where(target.url === API.importStudents ? 'nickName' : 'stem', 'like', '%bell%')
        .executeTakeFirstOrThrow();
      expect(stored.text).toMatch(/Nuland.?bell ?9/);
      // eslint-disable-next-line no-control-regex
      expect(stored.text).not.toMatch(/[\u0000-\u0008]/);
    });

    it('imports nothing when one row holds a huge cell', async () => {
      const file = await xlsxOf([
        target.header,
        target.row(world, 5, 'Fine row'),
        target.row(world, 6, 'x'.repeat(1_100_000)),
        target.row(world, 7, 'Another fine row'),
      ]);
      const exchange = await upload(file, 'huge-cell.xlsx');
      expect(exchange.status).toBe(STATUS.BAD_REQUEST);
      expect(exchange.message).toBe(translate('en', 'importRowsInvalid', { count: 1 }));
      expect(exchange.changed).toEqual([]);
    });

    it('answers any corruption of a real workbook with a refusal that changes nothing, or an import', async () => {
      const real = await goodWorkbook(8);
      const corruption = corruptionsOf(real);
      await assertWithSeed(
        `${kind} ${target.name} corruption`,
        fc.asyncProperty(corruption, async ({ what, file }) => {
          const exchange = await upload(file, 'corrupt.xlsx');
          if (exchange.status !== STATUS.OK && exchange.status !== STATUS.BAD_REQUEST && exchange.status !== STATUS.CONFLICT) {
            throw new Error(`${what}: unexpected ${exchange.status} ${exchange.message}`);
          }
        }),
        runsOr(kind === 'sqlite' ? 25 : 6),
      );
    }, 120_000);
  });
});

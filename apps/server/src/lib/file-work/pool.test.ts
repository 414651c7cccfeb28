import { STATUS } from '@kaoshi/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rawZip } from '../../security/fuzz/hostile-files.js';
import { AppError } from '../app-error.js';
import { writeWorkbook } from '../excel.js';
import { FileWork } from './pool.js';

/** What a refused task was refused with. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, messageKey, params } = error as AppError;
  return { status, messageKey, params };
}

const png = (width = 40, height = 50) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** A sheet of `rows` rows of two cells, in a real workbook's zip (built by hand: fast for 100,000 rows). */
function sheetOfRows(rows: number) {
  const body = Array.from(
    { length: rows },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>name ${i}</t></is></c></row>`,
  ).join('');
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
  return rawZip([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.from(sheet) }]);
}

describe('the file-work pool', () => {
  const work = new FileWork({ threads: 1, queue: 2, heapMb: 256 });
  afterAll(() => work.close());

  it('reads a workbook on a worker thread, as the importer sees it', async () => {
    const workbook = await writeWorkbook('en', [{ header: 'colStudentName', value: (row: string) => row }], ['Zhang San', '=1+1']);
    const rows = await work.run('sheet', { data: workbook, maxRows: 10 }, 'importNotExcel');
    expect(rows.map((row) => row.cells[0])).toEqual(['Name', 'Zhang San', '=1+1']);
  });

  it('refuses a 100,000-row sheet with the row limit, as a 40000 the importer would send', async () => {
    expect(await refusal(work.run('sheet', { data: sheetOfRows(100_000), maxRows: 2000 }, 'importNotExcel'))).toEqual({
      status: STATUS.BAD_REQUEST,
      messageKey: 'importTooManyRows',
      params: { max: 2000 },
    });
  });

  it('refuses a zip that unpacks to 199 MB from its declared sizes, and one whose entry inflates past what it declared', async () => {
    const limits = { maxUnpackedBytes: 100 * 1024 * 1024, maxEntries: 10, maxEntryBytes: 2 * 1024 * 1024 };
    const refusals = { tooLarge: 'registrationPhotosTooLarge', unreadable: 'registrationPhotosUnreadable' } as const;
    const zeros = Buffer.alloc(199 * 1024 * 1024);
    const honest = rawZip([{ name: '110105199003071239.png', content: zeros }]);
    const lying = rawZip([{ name: '110105199003071239.png', content: zeros, declaredSize: 1000 }]);
    expect(honest.length).toBeLessThan(400 * 1024);
    for (const data of [honest, lying]) {
      const { messageKey, params } = await refusal(
        work.run('unzip', { data, wanted: /\.png$/, limits, refusals }, 'registrationPhotosUnreadable'),
      );
      expect(messageKey).toBe('registrationPhotosTooLarge');
      expect(params).toEqual({ max: 100, entries: 10, entryMax: 2 });
    }
  });

  it('decodes a real PNG and refuses a non-image, a truncated image and a JPEG named .png, naming the file', async () => {
    const image = await png();
    await expect(work.run('image', { data: image, name: 'me.png', extension: 'png' }, 'registrationFileContent')).resolves.toBeUndefined();
    const jpeg = await sharp(image).jpeg().toBuffer();
    const fakes = [Buffer.from('not an image at all'), image.subarray(0, image.length - 30), jpeg];
    for (const data of fakes) {
      expect(await refusal(work.run('image', { data, name: 'me.png', extension: 'png' }, 'registrationFileContent'))).toEqual({
        status: STATUS.BAD_REQUEST,
        messageKey: 'fileNotAnImage',
        params: { name: 'me.png' },
      });
    }
  });

  it('tells callers past its queue to come back (42900) rather than holding them', async () => {
    const busy = new FileWork({ threads: 1, queue: 1, heapMb: 256 });
    try {
      const names = Array.from({ length: 2000 }, (_, i) => `candidate ${i}`);
      const data = await writeWorkbook('en', [{ header: 'colStudentName', value: (row: string) => row }], names);
      const runs = Array.from({ length: 4 }, () =>
        busy.run('sheet', { data, maxRows: 5000 }, 'importNotExcel').then(
          () => 'read',
          (e: AppError) => e.messageKey,
        ),
      );
      const outcomes = await Promise.all(runs);
      expect(outcomes.filter((o) => o === 'read').length).toBeGreaterThanOrEqual(1);
      expect(outcomes).toContain('fileWorkBusy');
    } finally {
      await busy.close();
    }
  });
});

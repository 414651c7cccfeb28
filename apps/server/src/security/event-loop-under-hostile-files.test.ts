import { performance } from 'node:perf_hooks';
import { API, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { createChain, multipart } from '../test/org.js';
import { rawZip, workbookParts, workbookWith } from './fuzz/hostile-files.js';

/**
 * Round 3, H4: hostile files never hold the event loop. While a zip that unpacks to 199 MB and
 * a 100,000-row workbook are refused, again and again, the health endpoint keeps answering: its
 * 99th percentile stays under 100 ms (the bound). A behaviour test of the event loop,
 * not a benchmark: before the worker pool one such zip stalled every request for seconds.
 */
const HEALTH_P99_MS = 100;
const ROUNDS = 4;
const CLIENTS = 4;

function sheetOfRows(rows: number) {
  const body = Array.from({ length: rows }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>S${i}</t></is></c></row>`);
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`;
  return Buffer.from(xml);
}

/** /api/health's answer times from CLIENTS clients calling it back to back until `during` ends. */
async function healthLatencies(origin: string, during: () => Promise<unknown>) {
  let done = false;
  const latencies: number[] = [];
  const client = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(response.status).toBe(200);
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  try {
    await during();
  } finally {
    done = true;
    await Promise.all(clients);
  }
  return latencies;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

describe('the event loop while hostile files are refused', () => {
  let t: TestApp;
  let admin: string;
  let courseId: number;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { UPLOAD_IP_LIMIT_PER_MINUTE: '1000' });
    admin = await t.login('admin');
    courseId = (await createChain(t, admin, 'EVL')).course.courseId;
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it(
    `keeps /api/health's p99 under ${HEALTH_P99_MS} ms while a 199 MB zip and a 100,000-row workbook are refused`,
    { timeout: 180_000 },
    async () => {
      const zeros = Buffer.alloc(199 * 1024 * 1024);
      const honestBomb = rawZip([{ name: 'item.xml', content: zeros }]);
      const lyingBomb = rawZip([{ name: 'item.xml', content: zeros, declaredSize: 1024 }]);
      expect(honestBomb.length).toBeLessThan(400 * 1024);
      const hugeWorkbook = workbookWith(await workbookParts([['username', 'name', 'idNumber', 'classCode']]), sheetOfRows(100_000));

      const upload = (url: string, fields: Record<string, string | number>, name: string, content: Buffer) =>
        t.call({ method: 'POST', url, token: admin, ...multipart(fields, { name, content }) });
      const hostileRound = () =>
        Promise.all([
          upload(API.importQti, { courseId }, 'bomb.zip', honestBomb),
          upload(API.importQti, { courseId }, 'liar.zip', lyingBomb),
          upload(API.importStudents, {}, 'students.xlsx', hugeWorkbook),
        ]);

      // Once unmeasured: the pool's threads start and the routes' first calls compile what they need.
      await hostileRound();
      const idle = await healthLatencies(origin, () => new Promise((resolve) => setTimeout(resolve, 3000)));
      const refusals: string[] = [];
      const loaded = await healthLatencies(origin, async () => {
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const { body } of await hostileRound()) {
            expect(body.status).toBe(STATUS.BAD_REQUEST);
            refusals.push(body.message);
          }
        }
      });
      // The two zips with the package's size refusal, the workbook with its row limit.
      expect(new Set(refusals).size).toBe(2);
      expect(loaded.length).toBeGreaterThan(100);
      // On a shared machine (this one runs several test suites on two cores) the scheduler alone
      // delays a request by up to its idle p99: the bound is on what the hostile files add to that.
      const [p99, idleP99] = [percentile(loaded, 99), percentile(idle, 99)];
      const summary = `p99 ${p99.toFixed(1)} ms over ${loaded.length} health checks, ${idleP99.toFixed(1)} ms idle`;
      expect(p99 - idleP99, summary).toBeLessThan(HEALTH_P99_MS);
    },
  );
});

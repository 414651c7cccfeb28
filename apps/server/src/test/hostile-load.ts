import { performance } from 'node:perf_hooks';
import { API } from '@kaoshi/contracts';
import { rawZip, workbookParts, workbookWith } from '../security/fuzz/hostile-files.js';
import type { TestApp } from './harness.js';
import { multipart } from './org.js';

/**
 * Hostile files and the health endpoint's answer times while they are refused: shared by the
 * event-loop test (security/event-loop-under-hostile-files.test.ts, a bound relative to the same
 * run's idle figure) and the benchmark that prints the absolute figures (bench/hostile-files.ts).
 */

/** A worksheet of `rows` one-cell rows: far past the import's 2,000-row limit when large. */
export function sheetOfRows(rows: number) {
  const body = Array.from({ length: rows }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>S${i}</t></is></c></row>`);
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`;
  return Buffer.from(xml);
}

/** A zip that unpacks to 199 MB (honest about it), one that says 1 KB, and a 100,000-row workbook. */
export async function hostileFiles() {
  const zeros = Buffer.alloc(199 * 1024 * 1024);
  return {
    honestBomb: rawZip([{ name: 'item.xml', content: zeros }]),
    lyingBomb: rawZip([{ name: 'item.xml', content: zeros, declaredSize: 1024 }]),
    hugeWorkbook: workbookWith(await workbookParts([['username', 'name', 'idNumber', 'classCode']]), sheetOfRows(100_000)),
  };
}

export type HostileFiles = Awaited<ReturnType<typeof hostileFiles>>;

/** The three files uploaded at once: two QTI imports and a student import. */
export function hostileRound(t: TestApp, token: string, courseId: number, files: HostileFiles) {
  const upload = (url: string, fields: Record<string, string | number>, name: string, content: Buffer) =>
    t.call({ method: 'POST', url, token, ...multipart(fields, { name, content }) });
  return Promise.all([
    upload(API.importQti, { courseId }, 'bomb.zip', files.honestBomb),
    upload(API.importQti, { courseId }, 'liar.zip', files.lyingBomb),
    upload(API.importStudents, {}, 'students.xlsx', files.hugeWorkbook),
  ]);
}

/** /api/health's answer times from `clients` clients calling it back to back until `during` ends. */
export async function healthLatencies(origin: string, during: () => Promise<unknown>, clients = 4) {
  let done = false;
  const latencies: number[] = [];
  const client = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`/api/health answered ${response.status}`);
    }
  };
  const running = Array.from({ length: clients }, client);
  try {
    await during();
  } finally {
    done = true;
    await Promise.all(running);
  }
  return latencies;
}

export const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

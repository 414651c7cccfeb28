import zlib from 'node:zlib';
import { binary, RESPONSES } from '@kaoshi/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { contractProblem } from './response-schemas.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
  [key: string]: unknown;
}

/** A data schema that says something: not `{}` (anything), whatever else it is. */
const saysSomething = (schema: JsonSchema | undefined) => schema !== undefined && Object.keys(schema).length > 0;

/** The document is the same on every database: one run on SQLite. */
describe('response schemas in the OpenAPI document', () => {
  let t: TestApp;
  let operations: { key: string; operation: Operation }[];
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
  });
  afterAll(() => t.close());

  it('lists every /api operation of the route table', () => {
    const documented = new Set(operations.map(({ key }) => key));
    // The live channel's upgrade is not an HTTP operation the document lists.
    const missing = t.app.routeTable
      .filter(({ websocket }) => !websocket)
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(t.app.routeTable.length).toBe(Object.keys(RESPONSES).length);
  });

  it('gives every operation a 200 answer: the envelope around a data schema, or the file it downloads', () => {
    const problems: string[] = [];
    for (const { key, operation } of operations) {
      if (!key.includes(' /api/') || key.includes(' /api/docs')) continue;
      const answer = operation.responses?.['200'];
      if (!answer) {
        // The live channel only: its answer is the upgrade.
        if (!operation.responses?.['101']) problems.push(`${key}: no 200 answer`);
        continue;
      }
      const content = answer.content ?? {};
      const json = content['application/json']?.schema;
      if (json) {
        const fields = Object.keys(json.properties ?? {}).sort();
        if (fields.join() !== 'data,message,status') problems.push(`${key}: envelope has ${fields.join()}`);
        if (!saysSomething(json.properties?.data)) problems.push(`${key}: empty data schema`);
        continue;
      }
      const types = Object.entries(content);
      if (types.length === 0 || types.some(([, { schema }]) => schema?.format !== 'binary'))
        problems.push(`${key}: neither JSON nor a file`);
    }
    expect(problems).toEqual([]);
  });

  it('describes a record field by field, strictly', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const data =
      doc.paths['/api/kaoshi-exam/school/getSchoolById/{id}']?.get?.responses?.['200']?.content?.['application/json']?.schema?.properties
        ?.data;
    expect(data?.properties?.schoolId).toMatchObject({ type: 'number' });
    expect(data?.additionalProperties).toBe(false);
  });
});

describe('the response check the tests run', () => {
  const record = z.strictObject({ id: z.number(), name: z.string() });
  const json = 'application/json; charset=utf-8';
  const envelope = (data: unknown, status = 200) => JSON.stringify({ status, message: 'ok', data });

  it('passes an answer that matches its declaration, and refusals whatever their data', () => {
    expect(contractProblem(record, json, envelope({ id: 1, name: 'a' }))).toBeNull();
    expect(contractProblem(record, json, envelope({ fields: {} }, 40000))).toBeNull();
  });

  it('fails a wrong field type, a missing field and a field the declaration does not name', () => {
    expect(contractProblem(record, json, envelope({ id: '1', name: 'a' }))).toMatch(/id/);
    expect(contractProblem(record, json, envelope({ id: 1 }))).toMatch(/name/);
    expect(contractProblem(record, json, envelope({ id: 1, name: 'a', passwordHash: 'x' }))).toMatch(/passwordHash/);
  });

  it('checks a body sent as bytes as its text', () => {
    expect(contractProblem(record, json, Buffer.from(envelope({ id: 1, name: 'ä' })))).toBeNull();
    expect(contractProblem(record, json, Buffer.from(envelope({ id: 1 })))).toMatch(/name/);
  });

  it('checks a compressed body as the text it was compressed from', () => {
    for (const [coding, compress] of [
      ['br', zlib.brotliCompressSync],
      ['gzip', zlib.gzipSync],
    ] as const) {
      expect(contractProblem(record, json, compress(envelope({ id: 1, name: 'ä' })), coding)).toBeNull();
      expect(contractProblem(record, json, compress(envelope({ id: 1 })), coding)).toMatch(/name/);
    }
  });

  it('fails a file where JSON is declared, a JSON success where a file is, and an undeclared file type', () => {
    const xlsx = binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(contractProblem(record, 'application/pdf', 'x')).toMatch(/application\/pdf/);
    expect(contractProblem(xlsx, json, envelope(null))).toMatch(/download/);
    expect(contractProblem(xlsx, json, envelope(null, 40400))).toBeNull();
    expect(contractProblem(xlsx, 'application/pdf', 'x')).toMatch(/declared/);
    expect(contractProblem(xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'x')).toBeNull();
  });
});

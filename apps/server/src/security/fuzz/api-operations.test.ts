import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DATABASES, startTestApp } from '../../test/harness.js';
import { fuzzableOperations, operationName, requestArbitrary } from './requests.js';
import { assertWithSeed, runsOr } from './seeds.js';
import { assertSound, type FuzzWorld, startFuzzWorld } from './world.js';
import { DEFAULT_DERIVE } from './zod-arbitrary.js';

/**
 * Every API operation with a schema, fuzzed from the route table (a new operation is fuzzed
 * as soon as it registers): requests inside its schemas and outside them. Whatever is sent,
 * the answer is never a server error, never carries internal detail, is an envelope with a
 * message when it refuses, and a refused request leaves every table as it was.
 */
const probe = await startTestApp('sqlite');
const OPERATIONS = fuzzableOperations(probe.app.routeTable);
await probe.close();

/**
 * Runs per operation: the full set on SQLite; PostgreSQL runs a smaller sample of the same
 * cases (each request there is a network round trip plus a checksum of every table).
 */
const RUNS = { sqlite: runsOr(20), postgres: runsOr(4) };

describe.each(DATABASES)('every API operation, fuzzed (%s)', (kind) => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await startFuzzWorld(kind);
  }, 120_000);
  afterAll(() => world?.close());

  it('finds operations to fuzz', ({ expect }) => {
    expect(OPERATIONS.length).toBeGreaterThan(100);
  });

  it.each(OPERATIONS.map((operation) => [operationName(operation), operation] as const))(
    '%s',
    async (name, operation) => {
      const requests = requestArbitrary(operation, { ...DEFAULT_DERIVE, knownIds: world.knownIds });
      const property = fc.asyncProperty(requests, async (request) => assertSound(await world.exchange(request.inject), request.kind));
      await assertWithSeed(`${kind} ${name}`, property, RUNS[kind]);
    },
    120_000,
  );
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp } from '../../test/harness.js';
import { encodeFields, fuzzableOperations, operationName } from './requests.js';
import { seedFor } from './seeds.js';
import { arbitraryFor, defOf, DEFAULT_DERIVE } from './zod-arbitrary.js';

/** The deriver against the contracts' own schemas: what it derives, the schema accepts. */
const probe = await startTestApp('sqlite');
const OPERATIONS = fuzzableOperations(probe.app.routeTable);
await probe.close();

/** True when the schema has a `.refine` anywhere: those rules the deriver cannot read. */
function hasRefinement(schema: unknown): boolean {
  const def = defOf(schema) as ReturnType<typeof defOf> & Record<string, unknown>;
  if ((def.checks ?? []).some((check) => check._zod.def.check === 'custom')) return true;
  const children = [def.innerType, def.in, def.out, def.element, def.valueType, ...(def.options ?? []), ...Object.values(def.shape ?? {})];
  return children.some((child) => child !== undefined && hasRefinement(child));
}

/** A query string or path as the server's parser reads it back: text, repeated names as lists. */
function asReceived(values: Record<string, unknown>): Record<string, string | string[]> {
  const received: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(encodeFields(values))) {
    const before = received[name];
    received[name] = before === undefined ? value : [before, value].flat();
  }
  return received;
}

const SAMPLES = 40;

describe('values derived from a schema', () => {
  const cases = OPERATIONS.flatMap((operation) =>
    (['body', 'query', 'params'] as const)
      .filter((part) => operation[part])
      .map((part) => [`${operationName(operation)} ${part}`, part, operation[part]] as const),
  );

  it.each(cases)('%s: accepted by the schema', (name, part, schema) => {
    const values = fc.sample(arbitraryFor(schema, DEFAULT_DERIVE), { numRuns: SAMPLES, seed: seedFor(name) }) as Record<string, unknown>[];
    const accepted = values.filter((value) => (schema as z.ZodType).safeParse(part === 'body' ? value : asReceived(value)).success);
    // Refinements (a score's multiple of 0.5, a non-empty stem…) may refuse some; never all.
    if (hasRefinement(schema)) expect(accepted.length, name).toBeGreaterThan(0);
    else expect(accepted.length, `${name}: ${JSON.stringify(values.find((v) => !accepted.includes(v)))}`).toBe(values.length);
  });

  it('keeps a generated id among the records that exist most of the time', () => {
    const ids = fc.sample(
      arbitraryFor(z.object({ id: z.coerce.number().int().positive().max(2147483647) }), { ...DEFAULT_DERIVE, knownIds: [7, 8] }),
      {
        numRuns: 200,
        seed: 1,
      },
    ) as { id: number }[];
    expect(ids.filter(({ id }) => id === 7 || id === 8).length).toBeGreaterThan(100);
  });

  it('refuses a schema kind it does not know, rather than guessing', () => {
    expect(() => arbitraryFor(z.date())).toThrow(/"date" is not handled/);
  });
});

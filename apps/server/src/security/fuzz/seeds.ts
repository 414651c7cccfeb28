import { createHash } from 'node:crypto';
import fc from 'fast-check';

/**
 * Fixed seeds, so every run of `npm test` sends the same requests and a failure can be
 * replayed. FUZZ_SEED=<n> explores other inputs; FUZZ_RUNS=<n> changes the runs per case.
 */
export const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20251125);

/** The seed of one case: the base seed mixed with the case's name, so cases do not share inputs. */
export function seedFor(name: string): number {
  return BASE_SEED ^ createHash('sha256').update(name).digest().readInt32LE(0);
}

/** Runs per case: the given default unless FUZZ_RUNS says otherwise. */
export const runsOr = (fallback: number) => Number(process.env.FUZZ_RUNS ?? fallback);

/**
 * Runs a property with the case's fixed seed; a failure names the base seed and the case's
 * seed, so it can be replayed (FUZZ_SEED) and looked at alone.
 */
export async function assertWithSeed<T>(name: string, property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const seed = seedFor(name);
  try {
    await fc.assert(property, { numRuns, seed });
  } catch (error) {
    throw new Error(`${name} (FUZZ_SEED=${BASE_SEED}, case seed ${seed}): ${(error as Error).message}`, { cause: error });
  }
}

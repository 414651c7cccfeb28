/**
 * Uniform random choices for the draw. `random` returns a number in [0, 1), like Math.random;
 * tests pass a seeded one.
 */
export type Random = () => number;

/**
 * A partial Fisher–Yates shuffle: settles the first `count` places with items chosen uniformly
 * from the rest, so picking 20 of 20,000 ids costs 20 swaps, not 20,000.
 */
function settleFirst<T>(items: T[], count: number, random: Random) {
  for (let i = 0; i < count; i++) {
    // min(): a generator that returned 1 would otherwise index past the end.
    const j = Math.min(items.length - 1, i + Math.floor(random() * (items.length - i)));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

/** `count` distinct items (all of them when there are fewer), uniformly at random. Reorders `items`. */
export function pickDistinct<T>(items: T[], count: number, random: Random): T[] {
  const picked = Math.min(count, items.length);
  settleFirst(items, picked, random);
  return items.slice(0, picked);
}

/** Shuffles in place and returns the same array. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  settleFirst(items, items.length, random);
  return items;
}

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placeTime, SignInLine, signedPlace } from './sign-in-line.js';

const LIMIT = 10_000;
const SPACING = 30; // one hash's share of the threads

describe('the sign-in line', () => {
  it('lets sign-ins in while the queue is under the limit', () => {
    const line = new SignInLine(LIMIT);
    expect(line.turn(0, 0, SPACING)).toBeNull();
    expect(line.turn(0, LIMIT, SPACING)).toBeNull();
  });

  it('hands out places one hash apart, in the order sign-ins were turned away, from when the queue is back under the limit', () => {
    const line = new SignInLine(LIMIT);
    const first = line.turn(1_000, LIMIT + 4_000, SPACING);
    expect(first).toBe(1_000 + 4_000);
    // Later arrivals queue behind it even when the queue looks shorter by then.
    expect(line.turn(1_100, LIMIT + 2_000, SPACING)).toBe(first! + SPACING);
    expect(line.turn(1_200, LIMIT + 2_000, SPACING)).toBe(first! + 2 * SPACING);
  });

  it('tells a place at least a second ahead (Retry-After counts whole seconds), in whole milliseconds', () => {
    const line = new SignInLine(LIMIT);
    expect(line.turn(0, LIMIT + 1, 12.25)).toBe(1_000);
    expect(line.turn(0, LIMIT + 1, 12.25)).toBe(1_013);
  });

  it('keeps first arrivals behind the line while places are still to fall due, unless the queue runs short', () => {
    const line = new SignInLine(LIMIT);
    const place = line.turn(0, LIMIT + 60_000, SPACING)!;
    // Under the limit, but the line waits: a first arrival takes the next place.
    expect(line.turn(1_000, LIMIT - 1, SPACING)).toBe(place + SPACING);
    // The queue under half the limit: the line is not keeping the threads busy, so it goes in.
    expect(line.turn(2_000, LIMIT / 2, SPACING)).toBeNull();
    // Once every place has fallen due, the limit is the only bar again.
    expect(line.turn(place + 10 * SPACING, LIMIT, SPACING)).toBeNull();
  });

  it('lets a place in when due whatever the queue, tells one early the same place, and gives a new one only past three limits', () => {
    const line = new SignInLine(LIMIT);
    const place = line.turn(0, LIMIT + 30_000, SPACING)!;
    expect(line.turn(place - 5_000, 0, SPACING, place)).toBe(place);
    expect(line.turn(place - 900, LIMIT * 2, SPACING, place)).toBeNull(); // forgiven a little early
    expect(line.turn(place + 60_000, LIMIT * 3, SPACING, place)).toBeNull(); // late is fine
    const again = line.turn(place + 1, LIMIT * 3 + 1, SPACING, place);
    expect(again).toBeGreaterThan(place);
  });
});

describe('a place in line as the client carries it', () => {
  const key = randomBytes(32);

  it('reads back the time it was given for the same captcha', () => {
    const place = signedPlace(key, 1_780_000_000_123, 'captcha-1');
    expect(placeTime(key, place, 'captcha-1')).toBe(1_780_000_000_123);
  });

  it('is nothing for another captcha, another key, a changed time, or anything else', () => {
    const place = signedPlace(key, 1_780_000_000_123, 'captcha-1');
    expect(placeTime(key, place, 'captcha-2')).toBeUndefined();
    expect(placeTime(randomBytes(32), place, 'captcha-1')).toBeUndefined();
    expect(placeTime(key, place.replace('1780000000123', '1700000000000'), 'captcha-1')).toBeUndefined();
    for (const junk of [undefined, '', '.', '123', `123.${'a'.repeat(21)}`, `${'9'.repeat(16)}.${'a'.repeat(22)}`, `${place}x`])
      expect(placeTime(key, junk, 'captcha-1')).toBeUndefined();
  });
});

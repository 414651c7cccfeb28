import { describe, expect, it } from 'vitest';
import { DEFAULT_LADDER, parseLadder, parseOptions } from '@kaoshi/exam-load';
import { largestPassing } from '../report.js';

describe('exam-day options', () => {
  it('--ladder alone runs the default counts; a list is taken ascending without repeats', () => {
    expect(parseOptions(['--ladder']).ladder).toEqual(DEFAULT_LADDER);
    expect(parseOptions(['--ladder', '5000,300,5000', '--fast']).ladder).toEqual([300, 5000]);
    expect(parseOptions([]).ladder).toBeNull();
  });

  it('refuses a malformed ladder, a ladder with --candidates and a port without a value', () => {
    expect(() => parseLadder('2000,abc')).toThrow('--ladder takes whole candidate counts');
    expect(() => parseLadder('0')).toThrow('--ladder');
    expect(() => parseOptions(['--ladder', '--candidates', '5'])).toThrow('exclude each other');
    expect(() => parseOptions(['--port'])).toThrow('--port needs a value');
  });

  it('uses free ports unless --port names the first', () => {
    expect(parseOptions([]).basePort).toBeNull();
    expect(parseOptions(['--port', '18100']).basePort).toBe(18100);
  });

  it('has proctors watching unless told otherwise, and refuses a negative count', () => {
    expect(parseOptions([]).proctors).toBe(2);
    expect(parseOptions(['--proctors', '0']).proctors).toBe(0);
    expect(() => parseOptions(['--proctors', '-1'])).toThrow('--proctors must be a number of at least 0');
  });

  it('reports the largest count that met every target, and none when none did', () => {
    const row = (candidates: number, passed: boolean) => ({ candidates, passed }) as never;
    expect(largestPassing([row(2000, true), row(5000, true), row(10_000, false)])).toBe(5000);
    expect(largestPassing([row(2000, false), { candidates: 5000, error: 'server did not start' }])).toBeNull();
  });
});

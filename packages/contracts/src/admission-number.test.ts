import { describe, expect, it } from 'vitest';
import { admissionNumberOf } from './admission-number.js';

describe('admission number', () => {
  it('is K, the account id in eight digits and a Luhn check digit', () => {
    expect(admissionNumberOf(7992739871)).toBe('K79927398713');
    expect(admissionNumberOf(42)).toMatch(/^K00000042\d$/);
  });

  it('tells two neighbouring accounts apart and catches a one-digit slip', () => {
    const numbers = Array.from({ length: 200 }, (_, i) => admissionNumberOf(i + 1));
    expect(new Set(numbers).size).toBe(200);
    const slipped = `K00000043${admissionNumberOf(42).slice(-1)}`;
    expect(slipped).not.toBe(admissionNumberOf(43));
  });
});

import { describe, expect, it } from 'vitest';
import { admissionNumberOf, studentIdOfAdmissionNumber } from './admission-number.js';

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

  it('reads the account id back from a typed number, refusing a slip or anything else', () => {
    expect(studentIdOfAdmissionNumber(admissionNumberOf(42))).toBe(42);
    expect(studentIdOfAdmissionNumber(` ${admissionNumberOf(7992739871).toLowerCase()} `)).toBe(7992739871);
    expect(studentIdOfAdmissionNumber(`K00000043${admissionNumberOf(42).slice(-1)}`)).toBeNull();
    expect(studentIdOfAdmissionNumber('KX12-ABCDEFGHJK')).toBeNull();
    expect(studentIdOfAdmissionNumber('K0000000')).toBeNull();
  });
});

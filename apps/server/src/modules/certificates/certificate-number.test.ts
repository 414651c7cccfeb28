import { buildCertificateNumber, checkCertificateNumber, mod3736CheckChar, normaliseCertificateNumber } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('certificate numbers', () => {
  it("computes the ISO 7064 MOD 37,36 check character of the standard's example", () => {
    expect(mod3736CheckChar('A12425GABC1234002')).toBe('M');
  });

  it('builds job type code, year, six-digit sequence, eight random characters and the check character', () => {
    const number = buildCertificateNumber('demo-s', 2026, 42, '7KQ2MX9R');
    expect(number).toMatch(/^DEMOS-2026-000042-7KQ2MX9R[0-9A-Z]$/);
    expect(checkCertificateNumber(number)).toBe('ok');
    expect(checkCertificateNumber(normaliseCertificateNumber(` ${number.toLowerCase()} `))).toBe('ok');
  });

  it('catches every single mistyped character and every swap of two neighbours', () => {
    const number = buildCertificateNumber('WELD', 2026, 7, 'ABCDEFGH');
    for (let i = 0; i < number.length; i += 1) {
      if (number[i] === '-') continue;
      for (const char of ALPHANUMERIC) {
        if (char === number[i]) continue;
        const typo = number.slice(0, i) + char + number.slice(i + 1);
        expect(checkCertificateNumber(typo), typo).not.toBe('ok');
      }
      const j = i + 1;
      if (j < number.length && number[j] !== '-' && number[j] !== number[i]) {
        const swapped = number.slice(0, i) + number[j] + number[i] + number.slice(j + 1);
        expect(checkCertificateNumber(swapped), swapped).not.toBe('ok');
      }
    }
  });

  it('tells a number of the wrong shape from one whose check character fails', () => {
    for (const text of [
      '',
      'WELD-2026',
      'WELD-26-000001-ABCDEFGHX',
      'WE LD-2026-000001-ABCDEFGHX',
      'WELD-2026-000001-ABCDEFGH',
      `${'A'.repeat(11)}-2026-000001-ABCDEFGHX`,
    ]) {
      expect(checkCertificateNumber(text), text).toBe('malformed');
    }
    const number = buildCertificateNumber('WELD', 2026, 1, 'ABCDEFGH');
    const wrong = number.slice(0, -1) + (number.endsWith('0') ? '1' : '0');
    expect(checkCertificateNumber(wrong)).toBe('checkFailed');
  });
});

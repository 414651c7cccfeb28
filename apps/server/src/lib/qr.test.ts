import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr.js';

describe('qrMatrix', () => {
  it('gives a square symbol with the three finder patterns in their corners', () => {
    const { size, rows } = qrMatrix('KX-2026-000123');
    expect(rows).toHaveLength(size);
    for (const row of rows) expect(row).toMatch(new RegExp(`^[01]{${size}}$`));
    // A finder pattern's top edge: seven dark modules at the top left and top right.
    expect(rows[0]!.slice(0, 7)).toBe('1111111');
    expect(rows[0]!.slice(size - 7)).toBe('1111111');
    expect(rows[size - 1]!.slice(0, 7)).toBe('1111111');
  });

  it('grows with longer text and differs between texts', () => {
    expect(qrMatrix('x'.repeat(120)).size).toBeGreaterThan(qrMatrix('short').size);
    expect(qrMatrix('A-1').rows).not.toEqual(qrMatrix('A-2').rows);
  });
});

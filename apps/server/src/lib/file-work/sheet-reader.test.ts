import { describe, expect, it } from 'vitest';
import { FileRefusal } from './refusal.js';
import { rowCounter } from './sheet-reader.js';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('the worksheet row counter', () => {
  it('counts row elements cut between chunks once, and refuses the first past the limit', () => {
    const xml = Array.from({ length: 6 }, (_, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`).join('');
    // Every cut position: a row element split anywhere is still counted exactly once.
    for (let cut = 1; cut < xml.length; cut += 1) {
      const fits = rowCounter(6, 6);
      expect(() => [xml.slice(0, cut), xml.slice(cut)].forEach((part) => fits(bytes(part)))).not.toThrow();
      const over = rowCounter(5, 5);
      expect(() => [xml.slice(0, cut), xml.slice(cut)].forEach((part) => over(bytes(part)))).toThrow(FileRefusal);
    }
  });

  it('stops at the chunk that passes the limit, with the row limit in its refusal', () => {
    const count = rowCounter(2, 1);
    count(bytes('<row r="1"/><x:row r="2">'));
    let refused: unknown;
    try {
      count(bytes('<row r="3"></row>'));
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ key: 'importTooManyRows', params: { max: 1 } });
  });

  it('does not take other elements that start with "row" for rows', () => {
    const count = rowCounter(0, 0);
    expect(() => count(bytes('<rowBreaks count="1"><brk id="2"/></rowBreaks><rows/>'))).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { chartFromTable, type TableCell } from './chart-from-table';
import { canInsertColumn, canInsertRow, clampTableSize, pickerGridSize } from './table-limits';
import { countWords, draftKey, linkBubbleText } from './text-rules';

const h = (text: string): TableCell => ({ text, header: true });
const d = (text: string): TableCell => ({ text, header: false });

describe('table limits (docs/REQUIREMENTS.md §11)', () => {
  it('disables insert row at 100 rows', () => expect([canInsertRow(99), canInsertRow(100)]).toEqual([true, false]));
  it('disables insert column at 20 columns', () => expect([canInsertColumn(19), canInsertColumn(20)]).toEqual([true, false]));
  it('shows a 10 × 10 picker by default and grows to 20 × 20 at most', () => {
    expect(pickerGridSize(0, 0)).toEqual({ rows: 10, columns: 10 });
    expect(pickerGridSize(12, 3)).toEqual({ rows: 13, columns: 10 });
    expect(pickerGridSize(40, 40)).toEqual({ rows: 20, columns: 20 });
  });
  it('clamps a chosen size to the picker limits', () => expect(clampTableSize(0, 99)).toEqual({ rows: 1, columns: 20 }));
});

describe('charts from tables (docs/REQUIREMENTS.md §11)', () => {
  const good = [
    [h(''), h('2025'), h('2026')],
    [h('Passed'), d('12'), d('15.5')],
    [h('Failed'), d('3'), d('0')],
  ];
  it('reads a qualifying table', () =>
    expect(chartFromTable(good)).toEqual({
      ok: true,
      data: {
        columns: ['2025', '2026'],
        rows: [
          { label: 'Passed', values: [12, 15.5] },
          { label: 'Failed', values: [3, 0] },
        ],
      },
    }));
  it('needs 2 rows and 2 columns', () => expect(chartFromTable([[h('a'), h('b')]])).toMatchObject({ ok: false, reason: 'tooSmall' }));
  it('needs a header first row', () =>
    expect(
      chartFromTable([
        [h(''), d('x')],
        [h('a'), d('1')],
      ]),
    ).toMatchObject({ ok: false, reason: 'headerRow' }));
  it('needs a header first cell in each data row', () =>
    expect(
      chartFromTable([
        [h(''), h('x')],
        [d('a'), d('1')],
      ]),
    ).toMatchObject({ ok: false, reason: 'headerColumn', row: 2 }));
  it.each(['-1', '1e3', '', '12a', '+5', ' '])('refuses %j as a data cell', (text) =>
    expect(
      chartFromTable([
        [h(''), h('x')],
        [h('a'), d(text)],
      ]),
    ).toMatchObject({ ok: false, reason: 'notNumber', row: 2, column: 2 }),
  );
});

describe('text rules', () => {
  it('keeps a link text of 30 characters', () => expect(linkBubbleText('a'.repeat(30))).toBe('a'.repeat(30)));
  it('cuts a longer one to 20 and an ellipsis', () => expect(linkBubbleText('b'.repeat(31))).toBe(`${'b'.repeat(20)}…`));
  it('builds the draft key from the location and the editor id', () =>
    expect(draftKey({ pathname: '/baseData/index', search: '?id=3' }, 'stem')).toBe('kx-editor-draft:/baseData/index?id=3#stem'));
  it('counts Chinese characters one by one and other words by runs', () => expect(countWords('焊接 safety rules 2026')).toBe(5));
});

/** A table read from the document: each cell's text and whether it is a header cell. */
export interface TableCell {
  text: string;
  header: boolean;
}

export interface ChartData {
  /** The first row's headers after the corner cell: one per series or per category. */
  columns: string[];
  /** One per data row: its header text and its numbers. */
  rows: { label: string; values: number[] }[];
}

export type ChartCheck =
  | { ok: true; data: ChartData }
  | { ok: false; reason: 'tooSmall' | 'headerRow' | 'headerColumn' | 'notNumber'; row?: number; column?: number };

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * docs/REQUIREMENTS.md §11: a chart needs at least 2 rows and 2 columns, a header first row, a header first cell
 * in each data row, and every other cell a plain non-negative number.
 */
export function chartFromTable(table: TableCell[][]): ChartCheck {
  const columns = Math.min(...table.map((row) => row.length));
  if (table.length < 2 || !Number.isFinite(columns) || columns < 2) return { ok: false, reason: 'tooSmall' };
  if (!table[0]!.every((cell) => cell.header)) return { ok: false, reason: 'headerRow', row: 1 };
  const rows: ChartData['rows'] = [];
  for (let r = 1; r < table.length; r++) {
    const row = table[r]!;
    if (!row[0]!.header) return { ok: false, reason: 'headerColumn', row: r + 1 };
    const values: number[] = [];
    for (let c = 1; c < row.length; c++) {
      const text = row[c]!.text.trim();
      if (row[c]!.header || !PLAIN_NUMBER.test(text)) return { ok: false, reason: 'notNumber', row: r + 1, column: c + 1 };
      values.push(Number(text));
    }
    rows.push({ label: row[0]!.text.trim(), values });
  }
  return { ok: true, data: { columns: table[0]!.slice(1).map((cell) => cell.text.trim()), rows } };
}

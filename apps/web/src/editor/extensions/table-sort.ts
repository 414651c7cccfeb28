import type { Node as PmNode } from '@tiptap/pm/model';
import type { EditorState, Transaction } from '@tiptap/pm/state';

/** The table around the selection, with its position. */
export function findTable(state: EditorState): { node: PmNode; pos: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === 'table') return { node, pos: $from.before(depth) };
  }
  return null;
}

/** The column index of the cell holding the selection. */
export function currentColumn(state: EditorState): number {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const name = $from.node(depth).type.name;
    if (name === 'tableCell' || name === 'tableHeader') return $from.index(depth - 1);
  }
  return 0;
}

const compareText = (a: string, b: string) => {
  const x = Number(a);
  const y = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a.localeCompare(b);
};

const isHeaderRow = (row: PmNode) =>
  row.childCount > 0 && Array.from({ length: row.childCount }, (_, i) => row.child(i)).every((c) => c.type.name === 'tableHeader');

/** Sorts the table's rows by one column; a first row of header cells stays on top. */
export function sortTable(state: EditorState, column: number, descending = false): Transaction | null {
  const found = findTable(state);
  if (!found) return null;
  const rows: PmNode[] = [];
  found.node.forEach((row) => rows.push(row));
  const head = rows.length > 0 && isHeaderRow(rows[0]!) ? [rows[0]!] : [];
  const body = rows.slice(head.length);
  const text = (row: PmNode) => (column < row.childCount ? row.child(column).textContent : '');
  body.sort((a, b) => (descending ? -1 : 1) * compareText(text(a), text(b)));
  const table = found.node.type.create(found.node.attrs, [...head, ...body], found.node.marks);
  return state.tr.replaceWith(found.pos, found.pos + found.node.nodeSize, table);
}

/** The table as cells of text with their header flags (for charts). */
export function tableCells(table: PmNode) {
  const rows: { text: string; header: boolean }[][] = [];
  table.forEach((row) => {
    const cells: { text: string; header: boolean }[] = [];
    row.forEach((cell) => cells.push({ text: cell.textContent, header: cell.type.name === 'tableHeader' }));
    rows.push(cells);
  });
  return rows;
}

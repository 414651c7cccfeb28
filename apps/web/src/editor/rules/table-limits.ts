import { TABLE } from '../constants';

/** docs/REQUIREMENTS.md §11: insert row is disabled at the row maximum, insert column at the column maximum. */
export const canInsertRow = (rows: number) => rows < TABLE.maxRows;
export const canInsertColumn = (columns: number) => columns < TABLE.maxColumns;

/** The picker grid shows at least the default size and grows with the pointer up to 20 × 20. */
export function pickerGridSize(hoverRows: number, hoverColumns: number) {
  const { defaultRows, defaultColumns, maxRows, maxColumns } = TABLE.picker;
  return {
    rows: Math.min(maxRows, Math.max(defaultRows, hoverRows + 1)),
    columns: Math.min(maxColumns, Math.max(defaultColumns, hoverColumns + 1)),
  };
}

/** A chosen size clamped to what a table may hold. */
export const clampTableSize = (rows: number, columns: number) => ({
  rows: Math.min(TABLE.picker.maxRows, Math.max(1, Math.floor(rows))),
  columns: Math.min(TABLE.picker.maxColumns, Math.max(1, Math.floor(columns))),
});

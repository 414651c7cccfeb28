import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { PAGINATION, TABLE_SCROLL } from './table-defaults';

/** Every analysis table looks and pages alike; the caller gives its rows, columns and row keys. */
export function AnalysisTable<T extends object>(props: TableProps<T>) {
  return <Table<T> className="analysis-table" pagination={PAGINATION} scroll={TABLE_SCROLL} size="middle" {...props} />;
}

/** A figure column (a count, a rate, a score): right-aligned, shown through `format` when given. */
export function figureColumn<T, V = unknown>(
  title: ReactNode,
  dataIndex: keyof T & string,
  format?: (value: V) => ReactNode,
): ColumnType<T> {
  return { title, dataIndex, className: 'analysis-number', ...(format && { render: (value: V) => format(value) }) };
}

/** A count's column title: the numbers passed and failed are titled apart from the pass-flag column. */
export const countTitleKey = <K extends string>(key: K) =>
  `analysis.column.${key === 'passed' ? 'passedCount' : key === 'failed' ? 'failedCount' : key}` as const;

/**
 * A long column title on two lines, its parenthesis below ("合格率" / "（占实考）"): the table is as
 * wide as its titles written out, and at 1440 px the last one was cut off.
 */
export function stackedTitle(title: string): ReactNode {
  const at = title.search(/（| \(/);
  if (at <= 0) return title;
  return (
    <span className="analysis-stacked-title">
      {title.slice(0, at)}
      <br />
      {title.slice(at).trim()}
    </span>
  );
}

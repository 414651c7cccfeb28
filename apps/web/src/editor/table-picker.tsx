import { TableOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR, TABLE } from './constants';
import { pickerGridSize } from './rules/table-limits';

/** The insert-table grid: 10 × 10 shown, growing to 20 × 20, 22 px cells (docs/REQUIREMENTS.md §11). */
export function TablePicker({ onPick, disabled }: { onPick: (rows: number, columns: number) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [hover, setHover] = useState({ rows: 0, columns: 0 });
  const [open, setOpen] = useState(false);
  const grid = pickerGridSize(hover.rows, hover.columns);
  const size = TABLE.picker.cellPx;
  return (
    <Popover
      open={open && !disabled}
      onOpenChange={setOpen}
      trigger="click"
      mouseEnterDelay={EDITOR.submenuShowDelayMs / 1000}
      title={hover.rows > 0 ? `${hover.rows} × ${hover.columns}` : t('editor.insertTable')}
      content={
        <div
          className="kx-table-picker"
          style={{ gridTemplateColumns: `repeat(${grid.columns}, ${size}px)` }}
          onMouseLeave={() => setHover({ rows: 0, columns: 0 })}
          data-testid="table-picker"
        >
          {Array.from({ length: grid.rows * grid.columns }, (_, index) => {
            const row = Math.floor(index / grid.columns) + 1;
            const column = (index % grid.columns) + 1;
            const lit = row <= hover.rows && column <= hover.columns;
            return (
              <button
                key={index}
                type="button"
                aria-label={`${row} × ${column}`}
                className={lit ? 'kx-picker-cell lit' : 'kx-picker-cell'}
                style={{ width: size, height: size }}
                onMouseEnter={() => setHover({ rows: row, columns: column })}
                onFocus={() => setHover({ rows: row, columns: column })}
                onClick={() => {
                  onPick(row, column);
                  setOpen(false);
                }}
              />
            );
          })}
        </div>
      }
    >
      <Button size="small" type="text" icon={<TableOutlined />} aria-label={t('editor.insertTable')} disabled={disabled} />
    </Popover>
  );
}

import { Popover, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { EDITOR, PALETTE } from './constants';

/** The 70-colour palette (docs/REQUIREMENTS.md §11) in a popover that opens after 250 ms and closes after 400 ms. */
export function PalettePopover({
  title,
  onPick,
  children,
  disabled,
}: {
  title: string;
  onPick: (color: string | null) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Popover
      trigger="hover"
      mouseEnterDelay={EDITOR.submenuShowDelayMs / 1000}
      mouseLeaveDelay={EDITOR.submenuHideDelayMs / 1000}
      open={disabled ? false : undefined}
      title={title}
      content={
        <div className="kx-palette" role="listbox" aria-label={title}>
          {PALETTE.map((color) => (
            <Tooltip key={color} title={color} mouseEnterDelay={0.6}>
              <button
                type="button"
                role="option"
                aria-selected={false}
                aria-label={color}
                className="kx-swatch"
                style={{ background: color }}
                onClick={() => onPick(color)}
              />
            </Tooltip>
          ))}
          <button type="button" className="kx-swatch-none" onClick={() => onPick(null)}>
            ∅
          </button>
        </div>
      }
    >
      {children}
    </Popover>
  );
}

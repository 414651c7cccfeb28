import { InputNumber, type InputNumberProps } from 'antd';

/** Scores are multiples of 0.5 (contracts' `score`); a typed 2.3 becomes 2.5. */
export const toHalfPoint = (value: number) => Math.max(0.5, Math.round(value * 2) / 2);

// A 0.5 step would otherwise show every whole score with a decimal ("2.0").
const plainNumber: InputNumberProps<number>['formatter'] = (value, info) =>
  info.userTyping ? info.input : value === undefined ? '' : String(value);

/** A number input for points: steps of 0.5, shown without a needless ".0". */
export function ScoreInput(props: InputNumberProps<number>) {
  return <InputNumber<number> min={0.5} max={1000} step={0.5} formatter={plainNumber} {...props} />;
}

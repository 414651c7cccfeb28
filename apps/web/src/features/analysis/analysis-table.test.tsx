import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stackedTitle } from './analysis-table';

afterEach(cleanup);

describe('a long column title', () => {
  it('puts its parenthesis on a line of its own, so the table fits at 1440 px', () => {
    const { container } = render(<>{stackedTitle('合格率（占实考）')}</>);
    expect(container.innerHTML).toBe('<span class="analysis-stacked-title">合格率<br>（占实考）</span>');
    expect(stackedTitle('首次作答合格率')).toBe('首次作答合格率');
  });
});

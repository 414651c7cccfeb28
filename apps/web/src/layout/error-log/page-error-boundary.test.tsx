import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { PageErrorBoundary } from './page-error-boundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>page content</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('a page that fails to render', () => {
  it('shows a retry panel instead of a blank console, and retry renders it again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary name="Flaky">
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('This page hit an error.')).toBeTruthy();
    broken = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByText('page content')).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { NoticeReader } from './notice-reader';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const startButton = () => screen.getByRole('button') as HTMLButtonElement;

describe('the notice a candidate reads before starting', () => {
  it('keeps the start button disabled until the reading time has passed and the candidate confirms', () => {
    const onStart = vi.fn();
    render(<NoticeReader title="Rules" content="<p>No phones.</p>" minReadingSeconds={3} onStart={onStart} />);
    expect(screen.getByText('No phones.')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    expect(startButton().textContent).toContain('3 s');

    fireEvent.click(screen.getByRole('checkbox'));
    act(() => vi.advanceTimersByTime(2000));
    expect(startButton().disabled).toBe(true);
    expect(startButton().textContent).toContain('1 s');

    act(() => vi.advanceTimersByTime(1000));
    expect(startButton().disabled).toBe(false);
    fireEvent.click(startButton());
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('needs the confirmation even when there is no reading time', () => {
    render(<NoticeReader title="Rules" content="<p>x</p>" minReadingSeconds={0} onStart={() => {}} />);
    expect(startButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(startButton().disabled).toBe(false);
  });

  it('never runs script from the stored content', () => {
    const { container } = render(
      <NoticeReader
        title="Rules"
        content={'<p>ok</p><img src=x onerror="alert(1)"><script>alert(2)</script>'}
        minReadingSeconds={0}
        onStart={() => {}}
      />,
    );
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('<script');
  });
});

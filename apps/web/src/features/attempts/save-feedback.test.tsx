import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import type { QuestionSave, QueueSnapshot } from './answer-queue';
import { OutboxBanner } from './outbox-banner';
import { SaveState } from './save-state';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const snapshot = (overrides: Partial<QueueSnapshot>): QueueSnapshot => ({
  questions: new Map(),
  waiting: 0,
  sending: false,
  failing: false,
  online: true,
  closed: false,
  ...overrides,
});
const save = (latestSeq: number, ackedSeq: number, error: string | null = null): QuestionSave => ({
  answer: { choices: ['A'], text: '' },
  flagged: false,
  latestSeq,
  ackedSeq,
  error,
});

describe('what the candidate is told about their answers', () => {
  it('offline, the banner counts the answers waiting', () => {
    render(<OutboxBanner snapshot={snapshot({ waiting: 2, online: false })} />);
    expect(screen.getByTestId('outbox-banner').textContent).toContain(
      'Offline — 2 answers waiting, they will be sent when the connection returns',
    );
  });

  it('a failing network counts as offline even when the browser thinks it is online', () => {
    render(<OutboxBanner snapshot={snapshot({ waiting: 1, failing: true })} />);
    expect(screen.getByTestId('outbox-banner').textContent).toContain('Offline — 1 answer waiting, it will be sent');
  });

  it('says "sending" only when sending takes a while, so a click does not flash a banner', () => {
    render(<OutboxBanner snapshot={snapshot({ waiting: 3, sending: true })} />);
    expect(screen.queryByTestId('outbox-banner')).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('outbox-banner').textContent).toContain('Sending 3 answers…');
  });

  it('says the exam has ended once the server refuses answers', () => {
    render(<OutboxBanner snapshot={snapshot({ waiting: 1, closed: true })} />);
    expect(screen.getByTestId('outbox-banner').textContent).toContain('The exam has ended');
  });

  it('shows "Saved" only when the latest change is acknowledged', () => {
    const { rerender } = render(<SaveState save={save(2, 1)} />);
    expect(screen.getByTestId('save-state').textContent).toContain('Saving…');
    rerender(<SaveState save={save(2, 2)} />);
    expect(screen.getByTestId('save-state').textContent).toContain('Saved');
    rerender(<SaveState save={save(3, 2, 'Question 9 is not on this exam paper')} />);
    expect(screen.getByTestId('save-state').textContent).toContain('Not saved: Question 9 is not on this exam paper');
    rerender(<SaveState save={undefined} />);
    expect(screen.queryByTestId('save-state')).toBeNull();
  });
});

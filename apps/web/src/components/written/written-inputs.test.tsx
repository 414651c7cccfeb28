import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { hasWritten, textLength } from './answer-text';
import { BlankStem, stemWithSlots } from './blank-stem';
import { ShortAnswerInput } from './short-answer-input';
import { TYPING_PAUSE_MS } from './use-typed-answer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the fill-in stem', () => {
  it('puts an input in place of each marker, in order, and keeps the stem’s text around them', () => {
    render(<BlankStem stem="<p>Water is {{1}} and {{2}}.</p>" blankCount={2} value='["H","O"]' onCommit={() => {}} />);
    const first = screen.getByTestId('blank-1') as HTMLInputElement;
    const second = screen.getByTestId('blank-2') as HTMLInputElement;
    expect([first.value, second.value]).toEqual(['H', 'O']);
    const paragraph = first.closest('p')!;
    expect(paragraph.textContent).toBe('Water is  and .');
    expect(paragraph.contains(second)).toBe(true);
  });

  it('never turns text of the stem into markup: a marker beside escaped tags stays text', () => {
    const html = stemWithSlots('<p>&lt;img src=x onerror=alert(1)&gt; {{1}}</p><script>alert(2)</script>');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('img')).toBeNull();
    expect(holder.querySelector('script')).toBeNull();
    expect(holder.querySelectorAll('.kx-blank-slot')).toHaveLength(1);
    expect(holder.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('saves the blanks as one JSON answer 800 ms after the last key, and at once on blur', () => {
    const commits: string[] = [];
    render(<BlankStem stem="<p>{{1}} + {{2}}</p>" blankCount={2} value="" onCommit={(text) => commits.push(text)} />);
    fireEvent.change(screen.getByTestId('blank-2'), { target: { value: 'two' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(commits).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(commits).toEqual(['["","two"]']);
    fireEvent.change(screen.getByTestId('blank-1'), { target: { value: 'one' } });
    fireEvent.blur(screen.getByTestId('blank-1'));
    expect(commits).toEqual(['["","two"]', '["one","two"]']);
    // Emptied again: no answer at all, not an array of empty blanks.
    fireEvent.change(screen.getByTestId('blank-1'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('blank-2'), { target: { value: '' } });
    fireEvent.blur(screen.getByTestId('blank-2'));
    expect(commits.at(-1)).toBe('');
  });

  it('gives blanks the stem has no marker for an input after the stem', () => {
    render(<BlankStem stem="<p>only {{1}}</p>" blankCount={2} value="" onCommit={() => {}} />);
    expect(screen.getByTestId('blank-2')).toBeTruthy();
  });
});

describe('the short answer', () => {
  it('commits what is typed when the input goes away (leaving the question keeps it)', () => {
    const commits: string[] = [];
    const { unmount } = render(<ShortAnswerInput value="" onCommit={(text) => commits.push(text)} />);
    fireEvent.change(screen.getByTestId('short-answer'), { target: { value: 'Because of friction' } });
    expect(commits).toEqual([]);
    unmount();
    expect(commits).toEqual(['Because of friction']);
  });

  it('takes another device’s answer when nothing typed is waiting', () => {
    const { rerender } = render(<ShortAnswerInput value="first" onCommit={() => {}} />);
    rerender(<ShortAnswerInput value="from the other device" onCommit={() => {}} />);
    expect((screen.getByTestId('short-answer') as HTMLTextAreaElement).value).toBe('from the other device');
  });
});

describe('what counts as answered', () => {
  it('reads blanks, essays’ text and plain text by type', () => {
    expect(hasWritten('["",""]', 4)).toBe(false);
    expect(hasWritten('["","x"]', 4)).toBe(true);
    expect(hasWritten('<p></p>', 6)).toBe(false);
    expect(hasWritten('<p><strong>a</strong></p>', 6)).toBe(true);
    expect(hasWritten('   ', 5)).toBe(false);
    expect(textLength('<p>ab <em>c</em></p><p>d</p>')).toBe(5);
  });
});

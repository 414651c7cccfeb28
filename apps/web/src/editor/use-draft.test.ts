import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITOR } from './constants';
import { useDraft } from './use-draft';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const stored = () => JSON.parse(localStorage.getItem('kx-editor-draft:/#notice') ?? 'null') as { html: string } | null;

describe("the editor's draft (docs/REQUIREMENTS.md §11: autosave message delay and display 2000 ms each)", () => {
  it('says "draft saved" 2 s after the save, and for 2 s', () => {
    const { result } = renderHook(() => useDraft('notice', ''));
    act(() => result.current.save('<p>Rules</p>'));
    // The first save waits only the minimum gap.
    advance(EDITOR.autosaveMinGapMs);
    expect(stored()?.html).toBe('<p>Rules</p>');
    expect(result.current.justSaved).toBe(false);
    advance(EDITOR.autosaveMessageMs - 1);
    expect(result.current.justSaved).toBe(false);
    advance(1);
    expect(result.current.justSaved).toBe(true);
    advance(EDITOR.autosaveMessageMs - 1);
    expect(result.current.justSaved).toBe(true);
    advance(1);
    expect(result.current.justSaved).toBe(false);
  });

  it('waits for the typing to pause: each save starts the 2 s wait again', () => {
    const { result } = renderHook(() => useDraft('notice', ''));
    // A keystroke every 500 ms for 5 s: each one is saved, and the note waits.
    for (let typed = 1; typed <= 10; typed++) {
      act(() => result.current.save(`<p>${'a'.repeat(typed)}</p>`));
      advance(EDITOR.autosaveIntervalMs);
      expect(stored()?.html).toBe(`<p>${'a'.repeat(typed)}</p>`);
      expect(result.current.justSaved).toBe(false);
    }
    advance(EDITOR.autosaveMessageMs);
    expect(result.current.justSaved).toBe(true);
  });
});

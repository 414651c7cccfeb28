import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AwayKind, CONFIRM_BLURRED_MS, CONFIRM_HIDDEN_MS, DepartureWatch } from './departure-watch';

describe('telling departures from a page going away', () => {
  let departures: AwayKind[][];
  let watch: DepartureWatch;
  beforeEach(() => {
    vi.useFakeTimers();
    departures = [];
    watch = new DepartureWatch((kinds) => departures.push(kinds));
  });
  afterEach(() => {
    watch.dispose();
    vi.useRealTimers();
  });

  it('counts a tab switch once, with both kinds, when the candidate is back', () => {
    watch.away('window-blur');
    watch.away('tab-hidden');
    expect(departures).toEqual([]);
    watch.back();
    expect(departures).toEqual([['window-blur', 'tab-hidden']]);
    // Nothing more from that absence, and the next one counts again.
    vi.advanceTimersByTime(CONFIRM_BLURRED_MS);
    watch.away('window-blur');
    watch.back();
    expect(departures).toEqual([['window-blur', 'tab-hidden'], ['window-blur']]);
  });

  it('counts a page hidden for a second while the candidate is still away, and that absence only once', () => {
    watch.away('tab-hidden');
    vi.advanceTimersByTime(CONFIRM_HIDDEN_MS - 1);
    expect(departures).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(departures).toEqual([['tab-hidden']]);
    watch.away('window-blur');
    vi.advanceTimersByTime(CONFIRM_BLURRED_MS);
    watch.back();
    expect(departures).toHaveLength(1);
  });

  it('gives a blur on a visible page longer, and the hidden page that follows it its own shorter time', () => {
    watch.away('window-blur');
    vi.advanceTimersByTime(CONFIRM_HIDDEN_MS);
    expect(departures).toEqual([]);
    vi.advanceTimersByTime(CONFIRM_BLURRED_MS - CONFIRM_HIDDEN_MS);
    expect(departures).toEqual([['window-blur']]);
    watch.back();
    watch.away('window-blur');
    vi.advanceTimersByTime(100);
    watch.away('tab-hidden');
    vi.advanceTimersByTime(CONFIRM_HIDDEN_MS);
    expect(departures).toEqual([['window-blur'], ['window-blur', 'tab-hidden']]);
  });

  it('never counts a reload: beforeunload, pagehide, then the page hidden as it unloads', () => {
    for (let reload = 0; reload < 3; reload++) {
      const page = new DepartureWatch((kinds) => departures.push(kinds));
      page.unloadStarting();
      page.unloaded();
      page.away('tab-hidden');
      page.away('window-blur');
      vi.advanceTimersByTime(CONFIRM_BLURRED_MS * 2);
      page.dispose();
    }
    expect(departures).toEqual([]);
  });

  it('never counts a reload whose page was hidden or blurred before it began to unload (a phone, a browser menu)', () => {
    watch.away('window-blur');
    vi.advanceTimersByTime(CONFIRM_HIDDEN_MS);
    watch.unloadStarting();
    watch.away('tab-hidden');
    // A slow network keeps the old page a while: still nothing counted, then it goes.
    vi.advanceTimersByTime(CONFIRM_BLURRED_MS * 3);
    watch.unloaded();
    expect(departures).toEqual([]);
  });

  it('counts an absence after all when the unload it waited for never came (a cancelled navigation)', () => {
    watch.unloadStarting();
    watch.away('tab-hidden');
    vi.advanceTimersByTime(CONFIRM_BLURRED_MS * 3);
    expect(departures).toEqual([]);
    watch.back();
    expect(departures).toEqual([['tab-hidden']]);
    // Back to normal: the next absence is timed again.
    watch.away('tab-hidden');
    vi.advanceTimersByTime(CONFIRM_HIDDEN_MS);
    expect(departures).toEqual([['tab-hidden'], ['tab-hidden']]);
  });

  it('starts afresh when the page comes back from the back-forward cache', () => {
    watch.unloadStarting();
    watch.unloaded();
    watch.away('tab-hidden');
    watch.restored();
    watch.away('tab-hidden');
    vi.advanceTimersByTime(CONFIRM_HIDDEN_MS);
    expect(departures).toEqual([['tab-hidden']]);
  });
});

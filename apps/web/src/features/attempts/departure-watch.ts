import type { IntegrityEventKind } from '@kaoshi/contracts';

/**
 * How long the page must stay hidden, or blurred while still on screen, before it is a
 * departure though the candidate is not back yet. A page being unloaded (a reload, a closed tab)
 * goes hidden too, but its pagehide comes within this time (before the hidden, in Chromium), so
 * it is never reported; a blur gets longer, because opening the browser's own menu to reload
 * blurs the page well before it unloads.
 */
export const CONFIRM_HIDDEN_MS = 1_000;
export const CONFIRM_BLURRED_MS = 5_000;

export type AwayKind = Extract<IntegrityEventKind, 'tab-hidden' | 'window-blur'>;

interface Timers {
  set: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (timer: ReturnType<typeof setTimeout>) => void;
}
const BROWSER_TIMERS: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (timer) => clearTimeout(timer) };

/**
 * Tells real departures from a page that is going away: a departure is the page hidden or blurred
 * while it lives on, and it is reported once per absence (with every kind seen in it, so the
 * server counts it once too) when the candidate is back or the absence lasted its confirm time,
 * whichever comes first. Once the page starts unloading (beforeunload), an absence is held until
 * the page is back (a cancelled navigation) or dropped at pagehide, so a reload, a closed tab or a
 * crash is never a departure: the next page load reports it as a 'reload' instead.
 */
export class DepartureWatch {
  private seen: AwayKind[] = [];
  private counted = false;
  private unloading = false;
  private gone = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerMs = 0;

  constructor(
    private readonly onDeparture: (kinds: AwayKind[]) => void,
    private readonly timers: Timers = BROWSER_TIMERS,
  ) {}

  /** The page went hidden or lost focus. */
  away(kind: AwayKind) {
    if (this.gone || this.counted) return;
    if (!this.seen.includes(kind)) this.seen.push(kind);
    if (this.unloading) return;
    const ms = kind === 'tab-hidden' ? CONFIRM_HIDDEN_MS : CONFIRM_BLURRED_MS;
    if (this.timer !== undefined && this.timerMs <= ms) return;
    this.stopTimer();
    this.timerMs = ms;
    this.timer = this.timers.set(() => {
      this.timer = undefined;
      this.confirm();
    }, ms);
  }

  /** The page is visible and focused again: an absence not reported yet is one now (the page lived through it). */
  back() {
    if (this.gone) return;
    this.stopTimer();
    this.unloading = false;
    this.confirm();
    this.seen = [];
    this.counted = false;
  }

  /** beforeunload: the page may be about to go (a reload); an absence waits for the outcome. */
  unloadStarting() {
    this.unloading = true;
    this.stopTimer();
  }

  /** pagehide: the page is going; whatever it saw since is not a departure. */
  unloaded() {
    this.gone = true;
    this.stopTimer();
    this.seen = [];
  }

  /** pageshow from the back-forward cache: the same page again, starting afresh. */
  restored() {
    this.gone = false;
    this.unloading = false;
    this.seen = [];
    this.counted = false;
  }

  dispose() {
    this.stopTimer();
  }

  private confirm() {
    if (this.gone || this.unloading || this.counted || this.seen.length === 0) return;
    this.counted = true;
    this.onDeparture([...this.seen]);
    this.seen = [];
  }

  private stopTimer() {
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = undefined;
  }
}

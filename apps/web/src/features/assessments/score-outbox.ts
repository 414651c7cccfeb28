import type { AssessmentItemScore, AssessmentScoreAck } from '@kaoshi/contracts';

/**
 * An examiner's item scores on their way to the server (docs/REQUIREMENTS.md §21.4), with the
 * rules of the exam page's answer queue (features/attempts/answer-queue.ts), kept small and
 * separate because that queue is shaped around questions and the candidate's exam-day bundle:
 * every change gets the next seq for its item and is written to local storage first, then
 * sent; sends go one at a time in the order changes were made; a newer change replaces an older
 * one still waiting; an item counts as saved only when the server acknowledged its latest seq;
 * network failures keep the outbox and retry with backoff (at once when the browser is back
 * online), so a tablet that loses the network keeps scoring and its saves arrive later.
 */

export interface ItemValue {
  awarded: number;
  reason: string;
  veto: number;
  note: string;
}

export type ScoreSendOutcome =
  | { kind: 'ack'; ack: AssessmentScoreAck }
  | { kind: 'retry' }
  /** Refused for good (the server's message): dropped so it cannot block the others. */
  | { kind: 'rejected'; message: string };

export interface ItemSave {
  value: ItemValue;
  latestSeq: number;
  ackedSeq: number;
  error: string | null;
}

export interface OutboxSnapshot {
  items: ReadonlyMap<string, ItemSave>;
  waiting: number;
  failing: boolean;
  online: boolean;
}

interface Entry {
  itemKey: string;
  seq: number;
  value: ItemValue;
  order: number;
}

export interface ScoreOutboxOptions {
  /** Whose outbox: one examiner's scores of one candidate. */
  storageKey: string;
  held: readonly AssessmentItemScore[];
  send: (itemKey: string, seq: number, value: ItemValue) => Promise<ScoreSendOutcome>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  retryDelaysMs?: readonly number[];
  events?: EventTarget;
  isOnline?: () => boolean;
}

const DEFAULT_RETRY_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000];

export const isItemSaved = (save: ItemSave | undefined) => !!save && save.latestSeq > 0 && save.ackedSeq >= save.latestSeq;

export class ScoreOutbox {
  private items = new Map<string, ItemSave>();
  private pending = new Map<string, Entry>();
  private nextOrder = 1;
  private sending = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private online: boolean;
  private listeners = new Set<() => void>();
  private snapshot: OutboxSnapshot;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  private readonly onOnline = () => {
    this.online = true;
    this.failures = 0;
    this.emit();
    this.pump();
  };
  private readonly onOffline = () => {
    this.online = false;
    this.emit();
  };

  constructor(private readonly options: ScoreOutboxOptions) {
    this.storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
    this.online = options.isOnline?.() ?? true;
    for (const held of options.held) {
      this.items.set(held.itemKey, {
        value: { awarded: held.awarded, reason: held.reason, veto: held.veto, note: held.note },
        latestSeq: held.seq,
        ackedSeq: held.seq,
        error: null,
      });
    }
    // Changes made before a reload or a crash, newer than what the server holds, are sent again.
    for (const entry of this.readStored()) {
      const known = this.items.get(entry.itemKey);
      if (known && known.ackedSeq >= entry.seq) continue;
      this.pending.set(entry.itemKey, { ...entry, order: this.nextOrder++ });
      this.items.set(entry.itemKey, { value: entry.value, latestSeq: entry.seq, ackedSeq: known?.ackedSeq ?? 0, error: null });
    }
    this.snapshot = this.build();
    options.events?.addEventListener('online', this.onOnline);
    options.events?.addEventListener('offline', this.onOffline);
    this.pump();
  }

  /** A change of one item: stored first, then sent. */
  change(itemKey: string, value: ItemValue) {
    const known = this.items.get(itemKey);
    const seq = Math.max(known?.latestSeq ?? 0, known?.ackedSeq ?? 0) + 1;
    this.items.set(itemKey, { value, latestSeq: seq, ackedSeq: known?.ackedSeq ?? 0, error: null });
    this.pending.set(itemKey, { itemKey, seq, value, order: this.nextOrder++ });
    this.persist();
    this.emit();
    this.pump();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  dispose() {
    this.disposed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.options.events?.removeEventListener('online', this.onOnline);
    this.options.events?.removeEventListener('offline', this.onOffline);
  }

  private async pump() {
    if (this.sending || this.disposed || this.retryTimer) return;
    const next = [...this.pending.values()].sort((a, b) => a.order - b.order)[0];
    if (!next) return;
    this.sending = true;
    const outcome = await this.options.send(next.itemKey, next.seq, next.value);
    this.sending = false;
    if (this.disposed) return;
    if (outcome.kind === 'retry') {
      this.failures++;
      this.emit();
      const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_MS;
      this.retryTimer = setTimeout(
        () => {
          this.retryTimer = null;
          void this.pump();
        },
        delays[Math.min(this.failures - 1, delays.length - 1)],
      );
      return;
    }
    this.failures = 0;
    const item = this.items.get(next.itemKey)!;
    if (outcome.kind === 'rejected') {
      this.items.set(next.itemKey, { ...item, error: outcome.message });
    } else {
      this.items.set(next.itemKey, { ...item, ackedSeq: Math.max(item.ackedSeq, outcome.ack.seq) });
    }
    // A newer change made while this one was on its way stays pending.
    if (this.pending.get(next.itemKey)?.seq === next.seq) this.pending.delete(next.itemKey);
    this.persist();
    this.emit();
    void this.pump();
  }

  private readStored(): Entry[] {
    try {
      const text = this.storage?.getItem(this.options.storageKey);
      return text ? (JSON.parse(text) as Entry[]) : [];
    } catch {
      return [];
    }
  }

  private persist() {
    const entries = [...this.pending.values()];
    if (entries.length === 0) this.storage?.removeItem(this.options.storageKey);
    else this.storage?.setItem(this.options.storageKey, JSON.stringify(entries));
  }

  private build(): OutboxSnapshot {
    return { items: new Map(this.items), waiting: this.pending.size, failing: this.failures > 0, online: this.online };
  }

  private emit() {
    this.snapshot = this.build();
    for (const listener of this.listeners) listener();
  }
}

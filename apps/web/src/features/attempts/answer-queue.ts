import type { AnswerValue, SaveAnswerAck, SaveAnswerBody, SavedAnswer } from '@kaoshi/contracts';
import { hasWritten } from '../../components/written/answer-text';
import { type Outbox, type OutboxEntry, openOutbox } from './outbox-store';

/**
 * Every answer change, from the click to the server's acknowledgement (docs/REQUIREMENTS.md
 * §8.4). A change gets the next seq for its question, is written to the IndexedDB outbox
 * first, then sent. Sends go one at a time in the order the changes were made; a newer change
 * for a question replaces an older one still waiting, so only the latest is sent. A question
 * counts as saved only when the server acknowledged its latest seq. Network failures keep the
 * outbox and retry with backoff (at once when the browser says it is back online); a refusal
 * because the attempt closed stops the sending.
 */

export type SendOutcome =
  | { kind: 'ack'; ack: SaveAnswerAck }
  /** The network failed or timed out: keep the change and try again. */
  | { kind: 'retry' }
  /** The attempt takes no more answers (deadline passed, submitted). */
  | { kind: 'closed' }
  /** Refused for good (the server's message): dropped so it cannot block the others. */
  | { kind: 'rejected'; message: string };

export interface QuestionSave {
  answer: AnswerValue;
  flagged: boolean;
  /** The seq of the latest change; 0: never answered. */
  latestSeq: number;
  /** The highest seq the server acknowledged. */
  ackedSeq: number;
  error: string | null;
  /** The server kept another device's answer instead of the latest change: re-syncing. */
  superseded?: boolean;
}

export interface QueueSnapshot {
  questions: ReadonlyMap<number, QuestionSave>;
  /** Changes written to the outbox and not yet acknowledged. */
  waiting: number;
  sending: boolean;
  /** The last send failed on the network; another try is scheduled. */
  failing: boolean;
  online: boolean;
  closed: boolean;
}

export const isSaved = (save: QuestionSave | undefined) =>
  !!save && save.latestSeq > 0 && save.ackedSeq >= save.latestSeq && !save.superseded;
/** The question's type tells how a written answer is read: blanks, or an essay's text without its markup. */
export const isAnswered = (save: QuestionSave | undefined, type?: number) =>
  !!save && (save.answer.choices.length > 0 || hasWritten(save.answer.text, type));

export interface AnswerQueueOptions {
  attemptId: number;
  /** The answers the server holds (from the attempt session). */
  saved: readonly SavedAnswer[];
  send: (body: SaveAnswerBody) => Promise<SendOutcome>;
  /** Every ack carries the server's clock and deadline. */
  onAck?: (ack: SaveAnswerAck, receivedAt: number) => void;
  /** The server already held a newer answer (another device): the page reloads the session. */
  onSuperseded?: (questionId: number) => void;
  /** Waits after consecutive network failures; the last repeats. */
  retryDelaysMs?: readonly number[];
  /** Where online/offline events come from (the window). */
  events?: EventTarget;
  isOnline?: () => boolean;
  outbox?: Outbox;
}

const DEFAULT_RETRY_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000];
const EMPTY_ANSWER: AnswerValue = { choices: [], text: '' };

export class AnswerQueue {
  private questions = new Map<number, QuestionSave>();
  private seqs = new Map<number, number>();
  private pending = new Map<number, OutboxEntry>();
  private nextOrder = 1;
  private sending = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private disposed = false;
  private online: boolean;
  private listeners = new Set<() => void>();
  private idleWaiters: ((emptied: boolean) => void)[] = [];
  private current: QueueSnapshot;

  private constructor(
    private options: AnswerQueueOptions,
    private outbox: Outbox,
  ) {
    this.online = options.isOnline?.() ?? true;
    this.current = this.buildSnapshot();
    options.events?.addEventListener('online', this.handleOnline);
    options.events?.addEventListener('offline', this.handleOffline);
  }

  /**
   * Opens the attempt's outbox and merges it with the server's answers: an outbox entry with a
   * higher seq than the server's is newer (made offline, or its ack was lost) and is sent again;
   * any other entry is already covered and is dropped.
   */
  static async open(options: AnswerQueueOptions): Promise<AnswerQueue> {
    const outbox = options.outbox ?? (await openOutbox(options.attemptId));
    const queue = new AnswerQueue(options, outbox);
    await queue.restore();
    return queue;
  }

  private async restore() {
    const { entries, seqs } = await this.outbox.load();
    this.takeServerAnswers(this.options.saved);
    for (const [questionId, seq] of seqs) this.seqs.set(questionId, Math.max(seq, this.seqs.get(questionId) ?? 0));
    for (const entry of [...entries].sort((a, b) => a.order - b.order)) {
      const server = this.questions.get(entry.questionId);
      this.seqs.set(entry.questionId, Math.max(entry.seq, this.seqs.get(entry.questionId) ?? 0));
      this.nextOrder = Math.max(this.nextOrder, entry.order + 1);
      if (server && server.ackedSeq >= entry.seq) {
        await this.outbox.remove(entry.questionId, server.ackedSeq);
        continue;
      }
      this.pending.set(entry.questionId, entry);
      const { answer, flagged, seq } = entry;
      this.questions.set(entry.questionId, { answer, flagged, latestSeq: seq, ackedSeq: server?.ackedSeq ?? 0, error: null });
    }
    this.publish();
    void this.pump();
  }

  /** A change the candidate made: recorded in the outbox, then sent. */
  async change(questionId: number, patch: { answer?: AnswerValue; flagged?: boolean }): Promise<void> {
    if (this.closed || this.disposed) return;
    const before = this.questions.get(questionId);
    const seq = (this.seqs.get(questionId) ?? 0) + 1;
    this.seqs.set(questionId, seq);
    const entry: OutboxEntry = {
      questionId,
      seq,
      answer: patch.answer ?? before?.answer ?? EMPTY_ANSWER,
      flagged: patch.flagged ?? before?.flagged ?? false,
      order: this.nextOrder++,
    };
    const { answer, flagged } = entry;
    this.questions.set(questionId, { answer, flagged, latestSeq: seq, ackedSeq: before?.ackedSeq ?? 0, error: null });
    this.publish();
    await this.outbox.put(entry);
    // Written: now it may be sent, unless an even newer change got here first.
    if ((this.pending.get(questionId)?.seq ?? 0) < seq) this.pending.set(questionId, entry);
    this.publish();
    void this.pump();
  }

  /**
   * Takes the server's answers where they are newer than what this page holds (an ack came back
   * not applied: another device saved a higher seq). Later changes here number above them.
   */
  adopt(saved: readonly SavedAnswer[]) {
    this.takeServerAnswers(saved);
    this.publish();
  }

  /**
   * The server's answer replaces this page's where its seq is higher, where the page has none,
   * or where the server refused this page's latest change for another device's (same seq).
   */
  private takeServerAnswers(saved: readonly SavedAnswer[]) {
    for (const answer of saved) {
      const mine = this.questions.get(answer.questionId);
      if (mine && mine.latestSeq > answer.seq) continue;
      if (mine && mine.latestSeq === answer.seq && !mine.superseded) continue;
      this.seqs.set(answer.questionId, Math.max(answer.seq, this.seqs.get(answer.questionId) ?? 0));
      const { choices, text, flagged, seq } = answer;
      this.questions.set(answer.questionId, { answer: { choices, text }, flagged, latestSeq: seq, ackedSeq: seq, error: null });
    }
  }

  /** Resolves true once every change is acknowledged, false if the attempt closed first. */
  flush(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.pending.size === 0 && !this.sending) return Promise.resolve(true);
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Try now rather than at the next backoff step. */
  retryNow() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.failures = 0;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.sending || this.closed || this.disposed || this.retryTimer) return;
    const entry = [...this.pending.values()].sort((a, b) => a.order - b.order)[0];
    if (!entry) return this.settle();
    this.sending = true;
    this.publish();
    const { attemptId } = this.options;
    let outcome: SendOutcome;
    try {
      outcome = await this.options.send({
        attemptId,
        questionId: entry.questionId,
        seq: entry.seq,
        answer: entry.answer,
        flagged: entry.flagged,
      });
    } catch {
      outcome = { kind: 'retry' };
    }
    if (this.disposed) return;
    // Still "sending" until the outcome is recorded: no second send may start meanwhile.
    await this.handle(entry, outcome);
    this.sending = false;
    this.publish();
    void this.pump();
  }

  private async handle(entry: OutboxEntry, outcome: SendOutcome) {
    const { questionId, seq } = entry;
    if (outcome.kind === 'retry') {
      const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_MS;
      const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 1000;
      this.failures += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.pump();
      }, delay);
      this.publish();
      return;
    }
    this.failures = 0;
    if (outcome.kind === 'closed') {
      this.closed = true;
      this.publish();
      this.settle();
      return;
    }
    const acked = outcome.kind === 'ack' ? outcome.ack.seq : seq;
    if ((this.pending.get(questionId)?.seq ?? Infinity) <= acked) this.pending.delete(questionId);
    await this.outbox.remove(questionId, acked);
    const save = this.questions.get(questionId);
    if (save && outcome.kind === 'ack' && outcome.ack.applied) {
      this.questions.set(questionId, { ...save, ackedSeq: Math.max(save.ackedSeq, acked), error: null, superseded: false });
      this.options.onAck?.(outcome.ack, Date.now());
    } else if (save && outcome.kind === 'ack') {
      // Not stored: the server holds another device's answer (a higher seq, or a different one at
      // this seq). This page's answer is not called saved; adopt() brings the server's.
      if (save.latestSeq === seq) this.questions.set(questionId, { ...save, superseded: true });
      this.options.onAck?.(outcome.ack, Date.now());
      this.options.onSuperseded?.(questionId);
    } else if (save && outcome.kind === 'rejected' && save.latestSeq === seq) {
      this.questions.set(questionId, { ...save, error: outcome.message });
    }
    this.publish();
  }

  /** Answers flush() once nothing is left to send (or nothing more can be). */
  private settle() {
    const stopped = this.closed || this.disposed;
    if (!stopped && (this.sending || this.pending.size > 0)) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((resolve) => resolve(!stopped));
  }

  private handleOnline = () => {
    this.online = true;
    this.publish();
    this.retryNow();
  };

  private handleOffline = () => {
    this.online = false;
    this.publish();
  };

  private buildSnapshot(): QueueSnapshot {
    return {
      questions: new Map(this.questions),
      waiting: this.pending.size,
      sending: this.sending,
      failing: this.failures > 0,
      online: this.online,
      closed: this.closed,
    };
  }

  private publish() {
    this.current = this.buildSnapshot();
    this.listeners.forEach((listener) => listener());
  }

  getSnapshot = () => this.current;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The page is leaving: timers and listeners go, the outbox stays on disk for next time. */
  dispose() {
    this.disposed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.options.events?.removeEventListener('online', this.handleOnline);
    this.options.events?.removeEventListener('offline', this.handleOffline);
    this.outbox.close();
    this.settle();
  }
}

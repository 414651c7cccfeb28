import type { AnswerValue } from '@kaoshi/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** One question's latest change not yet acknowledged by the server. */
export interface OutboxEntry {
  questionId: number;
  seq: number;
  answer: AnswerValue;
  flagged: boolean;
  /** Position in the send order: changes go out in the order they were made. */
  order: number;
}

export interface OutboxContents {
  entries: OutboxEntry[];
  /** questionId → the last seq handed out, so a reload continues above it. */
  seqs: Map<number, number>;
}

/** Where unsent changes survive a reload or a crash. */
export interface Outbox {
  load(): Promise<OutboxContents>;
  /** Records the change and its seq; an older change for the question is replaced, never a newer one. */
  put(entry: OutboxEntry): Promise<void>;
  /** Drops the question's entry once `ackedSeq` covers it (a newer change stays). */
  remove(questionId: number, ackedSeq: number): Promise<void>;
  close(): void;
}

interface AttemptDb extends DBSchema {
  outbox: { key: number; value: OutboxEntry };
  seq: { key: number; value: number };
}

/** One database per attempt: a finished attempt's data can be dropped whole. */
export const outboxDbName = (attemptId: number) => `kaoshi-attempt-${attemptId}`;

class IndexedDbOutbox implements Outbox {
  constructor(private db: IDBPDatabase<AttemptDb>) {}

  async load(): Promise<OutboxContents> {
    const tx = this.db.transaction(['outbox', 'seq'], 'readonly');
    const [entries, keys, values] = await Promise.all([
      tx.objectStore('outbox').getAll(),
      tx.objectStore('seq').getAllKeys(),
      tx.objectStore('seq').getAll(),
    ]);
    await tx.done;
    return { entries, seqs: new Map(keys.map((key, i) => [key, values[i] ?? 0])) };
  }

  async put(entry: OutboxEntry): Promise<void> {
    // One transaction for the entry and the counter: after a crash both or neither are there.
    const tx = this.db.transaction(['outbox', 'seq'], 'readwrite');
    const outbox = tx.objectStore('outbox');
    const seq = tx.objectStore('seq');
    const [stored, counter] = await Promise.all([outbox.get(entry.questionId), seq.get(entry.questionId)]);
    if (!stored || stored.seq < entry.seq) await outbox.put(entry);
    if ((counter ?? 0) < entry.seq) await seq.put(entry.seq, entry.questionId);
    await tx.done;
  }

  async remove(questionId: number, ackedSeq: number): Promise<void> {
    const tx = this.db.transaction('outbox', 'readwrite');
    const stored = await tx.store.get(questionId);
    if (stored && stored.seq <= ackedSeq) await tx.store.delete(questionId);
    await tx.done;
  }

  close() {
    this.db.close();
  }
}

/** Used only where IndexedDB cannot be opened: answers are still sent, but a reload loses the unsent ones. */
export class MemoryOutbox implements Outbox {
  private entries = new Map<number, OutboxEntry>();
  private seqs = new Map<number, number>();

  async load(): Promise<OutboxContents> {
    return { entries: [...this.entries.values()], seqs: new Map(this.seqs) };
  }

  async put(entry: OutboxEntry) {
    if ((this.entries.get(entry.questionId)?.seq ?? 0) < entry.seq) this.entries.set(entry.questionId, entry);
    this.seqs.set(entry.questionId, Math.max(this.seqs.get(entry.questionId) ?? 0, entry.seq));
  }

  async remove(questionId: number, ackedSeq: number) {
    if ((this.entries.get(questionId)?.seq ?? Infinity) <= ackedSeq) this.entries.delete(questionId);
  }

  close() {}
}

export async function openOutbox(attemptId: number): Promise<Outbox> {
  try {
    const db = await openDB<AttemptDb>(outboxDbName(attemptId), 1, {
      upgrade(database) {
        database.createObjectStore('outbox', { keyPath: 'questionId' });
        database.createObjectStore('seq');
      },
    });
    return new IndexedDbOutbox(db);
  } catch (error) {
    console.warn('IndexedDB unavailable; unsent answers will not survive a reload', error);
    return new MemoryOutbox();
  }
}

import type { AssessmentScoreAck } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { isItemSaved, type ItemValue, ScoreOutbox, type ScoreSendOutcome } from './score-outbox';

const value = (awarded: number): ItemValue => ({ awarded, reason: awarded < 20 ? 'Deducted' : '', veto: 0, note: '' });

/** A storage of its own per test, and a server whose answers the test controls. */
function harness(held: { itemKey: string; seq: number; awarded: number }[] = []) {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, text: string) => void stored.set(key, text),
    removeItem: (key: string) => void stored.delete(key),
  };
  const sent: { itemKey: string; seq: number; awarded: number }[] = [];
  let online = true;
  const server = new Map<string, number>();
  const send = async (itemKey: string, seq: number, item: ItemValue): Promise<ScoreSendOutcome> => {
    if (!online) return { kind: 'retry' };
    sent.push({ itemKey, seq, awarded: item.awarded });
    const heldSeq = server.get(itemKey) ?? 0;
    if (heldSeq >= seq) return { kind: 'ack', ack: { itemKey, seq: heldSeq, applied: heldSeq === seq } satisfies AssessmentScoreAck };
    server.set(itemKey, seq);
    return { kind: 'ack', ack: { itemKey, seq, applied: true } };
  };
  const events = new EventTarget();
  const open = () =>
    new ScoreOutbox({
      storageKey: 'outbox-1',
      held: held.map((one) => ({ ...one, reason: '', veto: 0, note: '' })),
      send,
      storage,
      retryDelaysMs: [5],
      events,
      isOnline: () => online,
    });
  return {
    open,
    sent,
    stored,
    events,
    setOnline: (value: boolean) => {
      online = value;
      events.dispatchEvent(new Event(value ? 'online' : 'offline'));
    },
  };
}

const settled = (outbox: ScoreOutbox) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (outbox.getSnapshot().waiting === 0) resolve();
      else setTimeout(check, 1);
    };
    check();
  });

describe('the examiner scoring outbox', () => {
  it('numbers changes per item after what the server holds, and counts an item saved once its latest seq is acknowledged', async () => {
    const h = harness([{ itemKey: 'A1', seq: 4, awarded: 20 }]);
    const outbox = h.open();
    outbox.change('A1', value(15));
    outbox.change('B', value(50));
    await settled(outbox);
    expect(h.sent).toEqual([
      { itemKey: 'A1', seq: 5, awarded: 15 },
      { itemKey: 'B', seq: 1, awarded: 50 },
    ]);
    expect(isItemSaved(outbox.getSnapshot().items.get('A1'))).toBe(true);
    expect(h.stored.size).toBe(0);
    outbox.dispose();
  });

  it('keeps changes made offline, sends only the latest per item when back online, and survives a reload', async () => {
    const h = harness();
    h.setOnline(false);
    const first = h.open();
    first.change('A1', value(10));
    first.change('A1', value(12));
    first.change('B', value(40));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.getSnapshot()).toMatchObject({ waiting: 2, online: false });
    expect(isItemSaved(first.getSnapshot().items.get('A1'))).toBe(false);
    // The tablet reloads while offline: the stored changes come back with their seqs.
    first.dispose();
    const second = h.open();
    expect(second.getSnapshot().items.get('A1')).toMatchObject({ latestSeq: 2, ackedSeq: 0 });
    h.setOnline(true);
    await settled(second);
    expect(h.sent).toEqual([
      { itemKey: 'A1', seq: 2, awarded: 12 },
      { itemKey: 'B', seq: 1, awarded: 40 },
    ]);
    expect([...second.getSnapshot().items.values()].every(isItemSaved)).toBe(true);
    second.dispose();
  });

  it('drops a refused change with the reason so it does not block the others', async () => {
    const outbox = new ScoreOutbox({
      storageKey: 'x',
      held: [],
      send: async (itemKey, seq) =>
        itemKey === 'V' ? { kind: 'rejected', message: 'A veto needs a note' } : { kind: 'ack', ack: { itemKey, seq, applied: true } },
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    });
    outbox.change('V', { awarded: 0, reason: '', veto: 1, note: '' });
    outbox.change('B', value(60));
    await settled(outbox);
    expect(outbox.getSnapshot().items.get('V')!.error).toBe('A veto needs a note');
    expect(isItemSaved(outbox.getSnapshot().items.get('B'))).toBe(true);
    outbox.dispose();
  });
});

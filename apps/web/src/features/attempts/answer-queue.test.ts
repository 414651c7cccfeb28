import 'fake-indexeddb/auto';
import type { SaveAnswerBody, SavedAnswer } from '@kaoshi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnswerQueue, AnswerQueue as Queue, isSaved, type SendOutcome } from './answer-queue';
import { openOutbox } from './outbox-store';

let nextAttemptId = 1;
const open: AnswerQueue[] = [];
afterEach(() => {
  open.splice(0).forEach((queue) => queue.dispose());
});

const ack = (body: SaveAnswerBody, applied = true): SendOutcome => ({
  kind: 'ack',
  ack: { questionId: body.questionId, seq: body.seq, applied, serverNow: 1, deadlineAt: 2 },
});
const choice = (...choices: ('A' | 'B' | 'C')[]) => ({ choices, text: '' });

/** A server whose answers the test releases one by one. */
function manualServer() {
  const calls: { body: SaveAnswerBody; reply: (outcome: SendOutcome) => void }[] = [];
  const send = (body: SaveAnswerBody) => new Promise<SendOutcome>((reply) => calls.push({ body, reply }));
  return { calls, send };
}

/** A server that acknowledges at once while up, and fails like a dropped network while down. */
function switchableServer() {
  const sent: SaveAnswerBody[] = [];
  const state = { up: true, closed: false };
  const send = async (body: SaveAnswerBody): Promise<SendOutcome> => {
    if (!state.up) return { kind: 'retry' };
    if (state.closed) return { kind: 'closed' };
    sent.push(body);
    return ack(body);
  };
  return { sent, state, send };
}

async function openQueue(
  attemptId: number,
  send: (body: SaveAnswerBody) => Promise<SendOutcome>,
  saved: SavedAnswer[] = [],
  events?: EventTarget,
) {
  const queue = await Queue.open({ attemptId, saved, send, retryDelaysMs: [5, 10], events });
  open.push(queue);
  return queue;
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

describe('answer queue', () => {
  it('numbers each question’s changes and continues above the last seq after a reload', async () => {
    const attemptId = nextAttemptId++;
    const server = switchableServer();
    const first = await openQueue(attemptId, server.send, [{ questionId: 1, seq: 4, choices: ['A'], text: '', flagged: false }]);
    await first.change(1, { answer: choice('B') });
    await first.change(2, { answer: choice('C') });
    await first.change(1, { answer: choice('C') });
    await first.flush();
    expect(server.sent.map((b) => [b.questionId, b.seq])).toEqual([
      [1, 5],
      [2, 1],
      [1, 6],
    ]);
    first.dispose();

    // The server's copy says seq 6 for question 1; the browser's counter says so too.
    const reloaded = await openQueue(attemptId, server.send, [
      { questionId: 1, seq: 6, choices: ['C'], text: '', flagged: false },
      { questionId: 2, seq: 1, choices: ['C'], text: '', flagged: false },
    ]);
    await reloaded.change(1, { flagged: true });
    await reloaded.change(2, { answer: choice('A') });
    await reloaded.flush();
    expect(server.sent.slice(3).map((b) => [b.questionId, b.seq, b.flagged])).toEqual([
      [1, 7, true],
      [2, 2, false],
    ]);
  });

  it('keeps the persisted counter even when the server never saw the later seqs', async () => {
    const attemptId = nextAttemptId++;
    const server = switchableServer();
    server.state.up = false;
    const first = await openQueue(attemptId, server.send);
    await first.change(3, { answer: choice('A') });
    await first.change(3, { answer: choice('B') });
    first.dispose();
    server.state.up = true;
    const reloaded = await openQueue(attemptId, server.send);
    await reloaded.flush();
    await reloaded.change(3, { answer: choice('C') });
    await reloaded.flush();
    expect(server.sent.map((b) => b.seq)).toEqual([2, 3]);
  });

  it('keeps unsent changes across a reload and sends them, newest answer shown', async () => {
    const attemptId = nextAttemptId++;
    const server = switchableServer();
    server.state.up = false;
    const first = await openQueue(attemptId, server.send, [{ questionId: 1, seq: 1, choices: ['A'], text: '', flagged: false }]);
    await first.change(1, { answer: choice('B') });
    await first.change(2, { answer: { choices: [], text: 'my note' } });
    expect(first.getSnapshot().waiting).toBe(2);
    first.dispose();

    // A "reload": a new queue on the same IndexedDB, the server still holding only seq 1.
    server.state.up = true;
    const reloaded = await openQueue(attemptId, server.send, [{ questionId: 1, seq: 1, choices: ['A'], text: '', flagged: false }]);
    expect(reloaded.getSnapshot().questions.get(1)?.answer.choices).toEqual(['B']);
    expect(isSaved(reloaded.getSnapshot().questions.get(1))).toBe(false);
    await reloaded.flush();
    expect(server.sent.map((b) => [b.questionId, b.seq])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(isSaved(reloaded.getSnapshot().questions.get(1))).toBe(true);
    expect(isSaved(reloaded.getSnapshot().questions.get(2))).toBe(true);
    expect((await (await openOutbox(attemptId)).load()).entries).toEqual([]);
  });

  it('drops outbox entries the server already holds (acknowledged, or newer from another device)', async () => {
    const attemptId = nextAttemptId++;
    const server = switchableServer();
    server.state.up = false;
    const first = await openQueue(attemptId, server.send);
    await first.change(1, { answer: choice('A') });
    first.dispose();
    server.state.up = true;
    const reloaded = await openQueue(attemptId, server.send, [{ questionId: 1, seq: 3, choices: ['C'], text: '', flagged: true }]);
    await reloaded.flush();
    expect(server.sent).toEqual([]);
    expect(reloaded.getSnapshot().questions.get(1)).toMatchObject({ answer: { choices: ['C'] }, flagged: true, latestSeq: 3 });
    await reloaded.change(1, { answer: choice('B') });
    await reloaded.flush();
    expect(server.sent.map((b) => b.seq)).toEqual([4]);
  });

  it('sends changes in order, one at a time', async () => {
    const server = manualServer();
    const queue = await openQueue(nextAttemptId++, server.send);
    await queue.change(1, { answer: choice('A') });
    await queue.change(2, { answer: choice('B') });
    await queue.change(3, { answer: choice('C') });
    expect(server.calls).toHaveLength(1);
    for (const expected of [1, 2, 3]) {
      await until(() => server.calls.length === expected);
      expect(server.calls[expected - 1]!.body.questionId).toBe(expected);
      server.calls[expected - 1]!.reply(ack(server.calls[expected - 1]!.body));
    }
    expect(await queue.flush()).toBe(true);
    expect(server.calls).toHaveLength(3);
  });

  it('a newer change supersedes one still waiting: the middle one is never sent', async () => {
    const server = manualServer();
    const queue = await openQueue(nextAttemptId++, server.send);
    await queue.change(1, { answer: choice('A') });
    await queue.change(1, { answer: choice('B') });
    await queue.change(1, { answer: choice('C') });
    server.calls[0]!.reply(ack(server.calls[0]!.body));
    await until(() => server.calls.length === 2);
    expect(server.calls[1]!.body).toMatchObject({ seq: 3, answer: { choices: ['C'] } });
    server.calls[1]!.reply(ack(server.calls[1]!.body));
    await queue.flush();
    expect(server.calls.map((c) => c.body.seq)).toEqual([1, 3]);
  });

  it('an ack for an older seq does not mark the latest change as saved', async () => {
    const server = manualServer();
    const queue = await openQueue(nextAttemptId++, server.send);
    await queue.change(1, { answer: choice('A') });
    await queue.change(1, { answer: choice('B') });
    server.calls[0]!.reply(ack(server.calls[0]!.body));
    await until(() => server.calls.length === 2);
    expect(queue.getSnapshot().questions.get(1)).toMatchObject({ latestSeq: 2, ackedSeq: 1 });
    expect(isSaved(queue.getSnapshot().questions.get(1))).toBe(false);
    server.calls[1]!.reply(ack(server.calls[1]!.body));
    await queue.flush();
    expect(isSaved(queue.getSnapshot().questions.get(1))).toBe(true);
  });

  it('offline, changes stay in the outbox and go out when the browser is back online', async () => {
    const server = switchableServer();
    const events = new EventTarget();
    const queue = await openQueue(nextAttemptId++, server.send, [], events);
    server.state.up = false;
    events.dispatchEvent(new Event('offline'));
    await queue.change(1, { answer: choice('A') });
    await queue.change(2, { answer: choice('B') });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(queue.getSnapshot()).toMatchObject({ waiting: 2, online: false, failing: true });
    expect(server.sent).toEqual([]);

    server.state.up = true;
    events.dispatchEvent(new Event('online'));
    expect(await queue.flush()).toBe(true);
    expect(server.sent.map((b) => b.questionId)).toEqual([1, 2]);
    expect(queue.getSnapshot()).toMatchObject({ waiting: 0, online: true, failing: false });
  });

  it('stops sending once the server says the attempt is closed, and takes no more changes', async () => {
    const server = switchableServer();
    server.state.closed = true;
    const queue = await openQueue(nextAttemptId++, server.send);
    await queue.change(1, { answer: choice('A') });
    expect(await queue.flush()).toBe(false);
    expect(queue.getSnapshot()).toMatchObject({ closed: true, waiting: 1 });
    await queue.change(2, { answer: choice('B') });
    expect(queue.getSnapshot().questions.has(2)).toBe(false);
  });

  it('reports a save the server refused as not saved and goes on with the rest', async () => {
    let first = true;
    const sent: number[] = [];
    const queue = await openQueue(nextAttemptId++, async (body) => {
      sent.push(body.questionId);
      if (first) {
        first = false;
        return { kind: 'rejected', message: 'No such question' };
      }
      return ack(body);
    });
    await queue.change(9, { answer: choice('A') });
    await queue.change(1, { answer: choice('B') });
    await queue.flush();
    expect(sent).toEqual([9, 1]);
    expect(queue.getSnapshot().questions.get(9)?.error).toBe('No such question');
    expect(isSaved(queue.getSnapshot().questions.get(1))).toBe(true);
  });
});

describe('answers saved elsewhere', () => {
  it('an ack not applied (another device saved a newer seq) lets the page take the server’s answer and number above it', async () => {
    const superseded: number[] = [];
    const sent: SaveAnswerBody[] = [];
    const queue = await Queue.open({
      attemptId: nextAttemptId++,
      saved: [],
      retryDelaysMs: [5],
      onSuperseded: (questionId) => superseded.push(questionId),
      send: async (body) => {
        sent.push(body);
        return ack(body, body.seq > 5);
      },
    });
    open.push(queue);
    await queue.change(1, { answer: choice('A') });
    await queue.flush();
    expect(superseded).toEqual([1]);
    queue.adopt([{ questionId: 1, seq: 5, choices: ['C'], text: '', flagged: false }]);
    expect(queue.getSnapshot().questions.get(1)).toMatchObject({ answer: { choices: ['C'] }, latestSeq: 5, ackedSeq: 5 });
    await queue.change(1, { answer: choice('B') });
    await queue.flush();
    expect(sent.map((b) => b.seq)).toEqual([1, 6]);
    expect(isSaved(queue.getSnapshot().questions.get(1))).toBe(true);
  });

  it('a different answer refused at the same seq (two devices resumed together) is not called saved; the server’s answer replaces it', async () => {
    const superseded: number[] = [];
    const queue = await Queue.open({
      attemptId: nextAttemptId++,
      // Both devices resumed from seq 4; the other one already saved seq 5 = A.
      saved: [{ questionId: 1, seq: 4, choices: ['B'], text: '', flagged: false }],
      retryDelaysMs: [5],
      onSuperseded: (questionId) => superseded.push(questionId),
      send: async (body) => ack(body, false),
    });
    open.push(queue);
    await queue.change(1, { answer: choice('C') });
    await queue.flush();
    expect(superseded).toEqual([1]);
    const mine = queue.getSnapshot().questions.get(1);
    expect(mine).toMatchObject({ answer: { choices: ['C'] }, latestSeq: 5, superseded: true });
    expect(isSaved(mine)).toBe(false);
    queue.adopt([{ questionId: 1, seq: 5, choices: ['A'], text: '', flagged: false }]);
    const adopted = queue.getSnapshot().questions.get(1);
    expect(adopted).toMatchObject({ answer: { choices: ['A'] }, latestSeq: 5, ackedSeq: 5 });
    expect(isSaved(adopted)).toBe(true);
  });
});

import { type AttemptSession, EXAM_STATUS } from '@kaoshi/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionJson } from './session.js';

const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', '"', '\\', '\u2028', '\ud800'));

const session = fc.record({
  name: text,
  candidateName: text,
  order: fc.array(
    fc.record({
      questionId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      options: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 10 }),
    }),
    { maxLength: 120 },
  ),
  answers: fc.array(
    fc.record({
      questionId: fc.integer({ min: 1 }),
      choices: fc.array(fc.constantFrom('A', 'B', 'C')),
      text,
      seq: fc.nat(),
      flagged: fc.boolean(),
    }),
    { maxLength: 5 },
  ),
});

describe("a session's JSON", () => {
  it("is JSON.stringify's text with the order last, and reads back as the same session", () => {
    fc.assert(
      fc.property(session, ({ name, candidateName, order, answers }) => {
        const value = {
          attemptId: 7,
          publicationId: 3,
          name,
          status: EXAM_STATUS.IN_PROGRESS,
          startedAt: 1_700_000_000_000,
          deadlineAt: 1_700_003_600_000,
          serverNow: 1_700_000_000_123,
          candidate: { studentId: 9, username: 'c000001', name: candidateName, photo: '', className: null },
          integrity: { fullscreenRequired: 1, tabSwitchLimit: 3, blockCopyPaste: 0 },
          tabSwitches: 0,
          order,
          contentUrl: '/api/kaoshi-exam/paperContent/1/abc',
          answers,
        } as AttemptSession;
        const json = sessionJson(value);
        const { order: _order, ...rest } = value;
        expect(json).toBe(JSON.stringify({ ...rest, order }));
        expect(JSON.parse(json)).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });
});

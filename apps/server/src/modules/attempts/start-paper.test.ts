import { QUESTION_TYPE, type QuestionType } from '@kaoshi/contracts';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { drawPaper } from '../papers/index.js';
import { insertPaperRow, insertQuestions, openBankDatabase, seededRandom } from '../../test/test-bank.js';
import { drawStartingPaper, startingPaperOf } from './start-paper.js';

/**
 * A fixed paper's start made from the draw's order alone (start-paper.ts) against the general way
 * over the same sitting's questions in full: for any paper, any shuffle settings, option texts that
 * repeat and any seed, the stored parts (version, fingerprint, sitting and its JSON), the size,
 * the total and the candidate's order of the content are the same, first start or a later one.
 */
describe("a fixed paper's start from its order alone", () => {
  let db: Kysely<Database>;
  let courseId: number;
  const handle = () => ({ db, dialect: 'sqlite' as const });

  beforeAll(async () => {
    ({ db, courseId } = await openBankDatabase());
  });
  afterAll(() => db.destroy());

  const TEXTS = ['<p>a</p>', '<p>b</p>', '<p>c</p>', '<p>B</p>', '<p>é</p>'];
  const questionArb = fc.record({
    type: fc.constantFrom<QuestionType>(
      QUESTION_TYPE.SINGLE,
      QUESTION_TYPE.MULTIPLE,
      QUESTION_TYPE.TRUE_FALSE,
      QUESTION_TYPE.EXTERNAL_LINK,
    ),
    // Options drawn from few texts, so that some questions repeat one (equal texts are interchangeable).
    options: fc.array(fc.constantFrom(...TEXTS), { minLength: 2, maxLength: 6 }),
    score: fc.integer({ min: 1, max: 20 }).map((halves) => halves / 2),
  });

  async function fixedPaper(questions: { type: QuestionType; options: string[]; score: number }[], shuffle: [number, number]) {
    const ids = await insertQuestions(
      db,
      questions.map((question) => ({ courseId, type: question.type })),
    );
    for (const [i, question] of questions.entries()) {
      if (question.type === QUESTION_TYPE.EXTERNAL_LINK) continue;
      const options = question.type === QUESTION_TYPE.TRUE_FALSE ? question.options.slice(0, 2) : question.options;
      await db
        .updateTable('questions')
        .set({ options: JSON.stringify(options) })
        .where('id', '=', ids[i]!)
        .execute();
    }
    const id = await insertPaperRow(db, {
      courseId,
      name: 'Fixed paper',
      mode: 'fixed',
      totalScore: 0,
      questionCount: questions.length,
      shuffleQuestions: shuffle[0],
      shuffleOptions: shuffle[1],
    });
    await db
      .insertInto('paperQuestions')
      .values(questions.map((question, position) => ({ paperId: id, position, questionId: ids[position]!, score: question.score })))
      .execute();
    return { paperId: id, questionIds: ids };
  }

  const general = async (paperId: number, seed: number) =>
    startingPaperOf(db, paperId, await drawPaper(handle(), paperId, seededRandom(seed)));

  it('gives what the general way gives for the same sitting, for any paper, settings and seed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(questionArb, { minLength: 1, maxLength: 12 }),
        fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 1 })),
        fc.array(fc.integer(), { minLength: 1, maxLength: 4 }),
        async (questions, shuffle, seeds) => {
          const { paperId } = await fixedPaper(questions, shuffle);
          for (const seed of seeds) {
            expect(await drawStartingPaper(handle(), paperId, seededRandom(seed))).toEqual(await general(paperId, seed));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('follows an edit of a question of the paper: a new version, made again from the edited source', async () => {
    const { paperId, questionIds } = await fixedPaper(
      [
        { type: QUESTION_TYPE.SINGLE, options: TEXTS.slice(0, 4), score: 2 },
        { type: QUESTION_TYPE.MULTIPLE, options: TEXTS, score: 3 },
      ],
      [1, 1],
    );
    const before = await drawStartingPaper(handle(), paperId, seededRandom(7));
    await db
      .updateTable('questions')
      .set({ options: JSON.stringify(['<p>w</p>', '<p>x</p>', '<p>y</p>', '<p>z</p>']), updatedAt: Date.now() + 1_000 })
      .where('id', '=', questionIds[0]!)
      .execute();
    const after = await drawStartingPaper(handle(), paperId, seededRandom(7));
    expect(after.parts.fingerprint).not.toBe(before.parts.fingerprint);
    expect(after.contentUrl).not.toBe(before.contentUrl);
    expect(after.parts.versionJson).toContain('<p>w</p>');
    expect(after).toEqual(await general(paperId, 7));
  });
});

import { type AddPaperBody, type PaperRuleInput, type QuestionType } from '@kaoshi/contracts';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { checkPaper } from './checks.js';
import { drawPaper } from './draw.js';
import { pickDistinct, shuffleInPlace } from './random.js';
import { type CourseKnowledge, firstOverlap, frozenPaperJson, loadCourseKnowledge, ruleAvailability } from '../exam-core/index.js';
import {
  type BankQuestion,
  insertKnowledge,
  insertPaperRow,
  insertQuestions,
  openBankDatabase,
  seededRandom as seeded,
} from '../../test/test-bank.js';

describe('the draw, for any bank and any rules that pass the check', () => {
  let db: Kysely<Database>;
  let courseId: number;
  /** Knowledge scopes by index: 0 the whole course (null), then two chapters and their points. */
  let scopes: (number | null)[];
  /** Each point's subtree, written out by hand (independent of the code under test). */
  let subtree: Map<number, number[]>;
  /** The bank's database as the draw takes it (openBankDatabase opens SQLite). */
  const sqliteHandle = () => ({ db, dialect: 'sqlite' as const });

  beforeAll(async () => {
    ({ db, courseId } = await openBankDatabase());
    const chapter1 = await insertKnowledge(db, courseId, 'C1', 'Chapter one');
    const point1 = await insertKnowledge(db, courseId, 'P1', 'Point one', chapter1);
    const point2 = await insertKnowledge(db, courseId, 'P2', 'Point two', chapter1);
    const chapter2 = await insertKnowledge(db, courseId, 'C2', 'Chapter two');
    const point3 = await insertKnowledge(db, courseId, 'P3', 'Point three', chapter2);
    scopes = [null, chapter1, point1, point2, chapter2, point3];
    subtree = new Map([
      [chapter1, [chapter1, point1, point2]],
      [point1, [point1]],
      [point2, [point2]],
      [chapter2, [chapter2, point3]],
      [point3, [point3]],
    ]);
  });
  afterAll(() => db.destroy());

  const questionArb = fc.record({
    type: fc.integer({ min: 0, max: 3 }),
    scope: fc.integer({ min: 0, max: 5 }),
    difficulty: fc.integer({ min: 1, max: 3 }),
    retired: fc.integer({ min: 0, max: 3 }).map((n) => (n === 0 ? 1 : 0) as 0 | 1),
  });
  const ruleArb = fc.record({
    type: fc.integer({ min: 0, max: 3 }),
    scope: fc.integer({ min: 0, max: 5 }),
    difficulty: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    count: fc.integer({ min: 1, max: 6 }),
    score: fc.integer({ min: 1, max: 20 }).map((halves) => halves / 2),
  });

  async function freshBank(questions: { type: number; scope: number; difficulty: number; retired: 0 | 1 }[]) {
    await db.deleteFrom('papers').execute();
    await db.deleteFrom('questions').execute();
    const rows: BankQuestion[] = questions.map((q) => ({
      courseId,
      type: q.type as QuestionType,
      knowledgeId: scopes[q.scope]!,
      difficulty: q.difficulty,
      retired: q.retired,
    }));
    const ids = await insertQuestions(db, rows);
    return new Map(ids.map((id, i) => [id, rows[i]!]));
  }

  async function savePaper(body: AddPaperBody) {
    const checked = await checkPaper(db, body);
    const id = await insertPaperRow(db, {
      courseId,
      name: body.name,
      mode: body.mode,
      totalScore: checked.totalScore,
      questionCount: checked.questionCount,
      shuffleQuestions: body.shuffleQuestions,
      shuffleOptions: body.shuffleOptions,
    });
    if (checked.rules.length > 0)
      await db
        .insertInto('paperRules')
        .values(checked.rules.map((rule, position) => ({ paperId: id, position, ...rule })))
        .execute();
    if (checked.items.length > 0)
      await db
        .insertInto('paperQuestions')
        .values(checked.items.map((item, position) => ({ paperId: id, position, ...item })))
        .execute();
    return id;
  }

  const availableFor = async (rule: PaperRuleInput, knowledge: CourseKnowledge) =>
    (await ruleAvailability(db, [rule], knowledge)).rules[0]!.available;

  const paperBody = (fields: Partial<AddPaperBody>): AddPaperBody => ({
    courseId,
    name: 'Property paper',
    mode: 'random',
    passScore: 0,
    durationMinutes: 60,
    shuffleQuestions: 0,
    shuffleOptions: 0,
    items: [],
    rules: [],
    ...fields,
  });

  const matches = (rule: PaperRuleInput, question: BankQuestion) =>
    question.type === rule.type &&
    (rule.difficulty === null || question.difficulty === rule.difficulty) &&
    (rule.knowledgeId === null || (question.knowledgeId != null && subtree.get(rule.knowledgeId)!.includes(question.knowledgeId)));

  it('meets every rule: its count, type, difficulty and knowledge subtree, never a retired question, never a repeat', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(questionArb, { minLength: 30, maxLength: 160 }),
        fc.array(ruleArb, { minLength: 1, maxLength: 5 }),
        fc.integer(),
        fc.boolean(),
        async (questions, generated, seed, shuffle) => {
          const bank = await freshBank(questions);
          const knowledge = await loadCourseKnowledge(db, courseId);
          // Make the generated rules pass: drop those that overlap an earlier one, ask no more than the bank holds.
          const rules: PaperRuleInput[] = [];
          for (const g of generated) {
            const rule: PaperRuleInput = {
              type: g.type as QuestionType,
              knowledgeId: scopes[g.scope]!,
              difficulty: g.difficulty,
              count: g.count,
              score: g.score,
            };
            if (firstOverlap([...rules, rule], knowledge) !== null) continue;
            const available = await availableFor(rule, knowledge);
            if (available > 0) rules.push({ ...rule, count: Math.min(rule.count, available) });
          }
          fc.pre(rules.length > 0);
          const flag = shuffle ? 1 : 0;
          const paperId = await savePaper(paperBody({ rules, shuffleQuestions: flag, shuffleOptions: flag }));

          const drawn = await drawPaper(sqliteHandle(), paperId, seeded(seed));
          // The start stores the sitting in this form (exam-core/frozen-paper.ts): the draw's field order is its contract.
          expect(frozenPaperJson(drawn)).toBe(JSON.stringify(drawn));
          const ids = drawn.map((q) => q.questionId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBe(rules.reduce((sum, rule) => sum + rule.count, 0));
          const types = drawn.map((q) => q.type);
          expect(types).toEqual([...types].sort());
          const perRule = rules.map(() => 0);
          for (const question of drawn) {
            const stored = bank.get(question.questionId)!;
            expect(stored.retired).toBe(0);
            const matched = rules.flatMap((rule, index) => (matches(rule, stored) ? [index] : []));
            expect(matched).toHaveLength(1);
            perRule[matched[0]!]! += 1;
            expect(question.score).toBe(rules[matched[0]!]!.score);
          }
          expect(perRule).toEqual(rules.map((rule) => rule.count));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('refuses a rule that asks for one more question than the bank holds, naming it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(questionArb, { minLength: 0, maxLength: 60 }), ruleArb, async (questions, g) => {
        await freshBank(questions);
        const knowledge = await loadCourseKnowledge(db, courseId);
        const rule: PaperRuleInput = {
          type: g.type as QuestionType,
          knowledgeId: scopes[g.scope]!,
          difficulty: g.difficulty,
          count: 1,
          score: g.score,
        };
        const available = await availableFor(rule, knowledge);
        fc.pre(available < 500);
        const refusal = await checkPaper(db, paperBody({ rules: [{ ...rule, count: available + 1 }] })).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(AppError);
        expect((refusal as AppError).messageKey).toBe('paperRuleShort');
        expect((refusal as AppError).data?.('en')).toEqual({
          ok: false,
          rules: [{ rule: 1, required: available + 1, available, shortBy: 1 }],
        });
      }),
      { numRuns: 40 },
    );
  });

  it('shuffles a fixed paper into a permutation of each section, options keeping their keys', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(questionArb, { minLength: 1, maxLength: 40 }), fc.integer(), async (questions, seed) => {
        const bank = await freshBank(questions.map((q) => ({ ...q, retired: 0 as const })));
        const items = [...bank.keys()].map((questionId) => ({ questionId, score: 1 }));
        const plainId = await savePaper(paperBody({ mode: 'fixed', items }));
        const shuffledId = await savePaper(paperBody({ mode: 'fixed', items, shuffleQuestions: 1, shuffleOptions: 1 }));
        const plain = await drawPaper(sqliteHandle(), plainId);
        const shuffled = await drawPaper(sqliteHandle(), shuffledId, seeded(seed));
        const byType = (list: typeof plain, type: number) => list.filter((q) => q.type === type).map((q) => q.questionId);
        expect(shuffled.map((q) => q.type)).toEqual(plain.map((q) => q.type));
        for (const type of [0, 1, 2, 3]) expect(byType(shuffled, type).sort()).toEqual(byType(plain, type).sort());
        const optionsOf = new Map(plain.map((q) => [q.questionId, q.options]));
        for (const question of shuffled) {
          const original = optionsOf.get(question.questionId)!;
          if (question.type === 2) expect(question.options).toEqual(original);
          else expect([...question.options].sort((a, b) => a.key.localeCompare(b.key))).toEqual(original);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('random choices', () => {
  it('shuffles into a permutation and picks distinct items', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), fc.integer(), (items, count, seed) => {
        const random = seeded(seed);
        const shuffled = shuffleInPlace([...items], random);
        expect([...shuffled].sort()).toEqual([...items].sort());
        const unique = [...new Set(items)];
        const picked = pickDistinct([...unique], count, random);
        expect(picked).toHaveLength(Math.min(count, unique.length));
        expect(new Set(picked).size).toBe(picked.length);
        expect(picked.every((item) => unique.includes(item))).toBe(true);
      }),
    );
  });
});

import { API, type PaperDetail, PERMISSION, QUESTION_TYPE } from '@kaoshi/contracts';
import { expectOk } from '../../../test/fixtures.js';
import { type Chain, createChain, type OrgContext, startOrgTest, teacherWith } from '../../../test/org.js';
import { type BankQuestion, insertKnowledge, insertQuestions } from '../../../test/test-bank.js';

/**
 * The papers' API tests share one course with a small knowledge tree and bank:
 *   Welding safety (chapter) → Gas cylinders, Fire watch;  Electrical (chapter) → Earthing.
 */
export interface PaperContext extends OrgContext {
  chain: Chain;
  /** A course of another job type, with two questions of its own. */
  other: Chain;
  /** Holds EXAM-MANAGE only. */
  author: string;
  knowledge: { weldingSafety: number; gasCylinders: number; fireWatch: number; electrical: number; earthing: number };
  bank: {
    /** Single choice, Gas cylinders, difficulty 3 (6 in use). */
    singleGas: number[];
    /** Single choice, Fire watch, difficulty 2 (4). */
    singleFire: number[];
    /** Single choice, no knowledge point, difficulty 1 (2). */
    singleUnclassified: number[];
    /** Multiple choice under Welding safety at difficulty 3: 4 on Gas cylinders, 3 on the chapter itself. */
    multipleSafety: number[];
    /** True/false, Earthing, difficulty 2 (5). */
    trueFalseEarthing: number[];
    /** External link, Gas cylinders, difficulty 5 (2). */
    linkGas: number[];
    /** Retired single choice, Gas cylinders, difficulty 3 (3). */
    retiredGas: number[];
    otherCourse: number[];
  };
}

export async function startPaperTest(kind: 'sqlite' | 'postgres'): Promise<PaperContext> {
  const c = await startOrgTest(kind);
  const { db } = c.t.app;
  const chain = await createChain(c.t, c.admin, 'PAP', { course: 'Welding course' });
  const other = await createChain(c.t, c.admin, 'PAPX', { course: 'Other course' });
  const courseId = chain.course.courseId;
  const weldingSafety = await insertKnowledge(db, courseId, 'WS', 'Welding safety');
  const electrical = await insertKnowledge(db, courseId, 'EL', 'Electrical');
  const knowledge = {
    weldingSafety,
    gasCylinders: await insertKnowledge(db, courseId, 'GC', 'Gas cylinders', weldingSafety),
    fireWatch: await insertKnowledge(db, courseId, 'FW', 'Fire watch', weldingSafety),
    electrical,
    earthing: await insertKnowledge(db, courseId, 'EG', 'Earthing', electrical),
  };
  const some = (count: number, question: BankQuestion) =>
    insertQuestions(
      db,
      Array.from({ length: count }, () => question),
    );
  const { SINGLE, MULTIPLE, TRUE_FALSE, EXTERNAL_LINK } = QUESTION_TYPE;
  const bank = {
    singleGas: await some(6, { courseId, type: SINGLE, knowledgeId: knowledge.gasCylinders, difficulty: 3 }),
    singleFire: await some(4, { courseId, type: SINGLE, knowledgeId: knowledge.fireWatch, difficulty: 2 }),
    singleUnclassified: await some(2, { courseId, type: SINGLE, knowledgeId: null, difficulty: 1 }),
    multipleSafety: [
      ...(await some(4, { courseId, type: MULTIPLE, knowledgeId: knowledge.gasCylinders, difficulty: 3 })),
      ...(await some(3, { courseId, type: MULTIPLE, knowledgeId: weldingSafety, difficulty: 3 })),
    ],
    trueFalseEarthing: await some(5, { courseId, type: TRUE_FALSE, knowledgeId: knowledge.earthing, difficulty: 2 }),
    linkGas: await some(2, { courseId, type: EXTERNAL_LINK, knowledgeId: knowledge.gasCylinders, difficulty: 5 }),
    retiredGas: await some(3, { courseId, type: SINGLE, knowledgeId: knowledge.gasCylinders, difficulty: 3, retired: 1 }),
    otherCourse: await some(2, { courseId: other.course.courseId }),
  };
  const author = await teacherWith(c.t, c.admin, 'paper_author', [PERMISSION.EXAM_MANAGE]);
  return { ...c, chain, other, author, knowledge, bank };
}

/** A valid add body; `changes` replace its fields. */
export const fixedPaper = (p: PaperContext, changes: Record<string, unknown> = {}) => ({
  courseId: p.chain.course.courseId,
  name: 'Fixed paper',
  mode: 'fixed',
  passScore: 1,
  durationMinutes: 60,
  items: [{ questionId: p.bank.singleGas[0]!, score: 2 }],
  ...changes,
});

export const randomPaper = (p: PaperContext, rules: Record<string, unknown>[], changes: Record<string, unknown> = {}) => ({
  courseId: p.chain.course.courseId,
  name: 'Random paper',
  mode: 'random',
  passScore: 1,
  durationMinutes: 90,
  rules,
  ...changes,
});

export const addPaper = (p: PaperContext, payload: Record<string, unknown>, lang?: string) =>
  p.t.call<PaperDetail>({ method: 'POST', url: API.addPaper, token: p.author, payload, lang });

export const updatePaper = (p: PaperContext, paper: PaperDetail, changes: Record<string, unknown>) =>
  p.t.call<PaperDetail>({ method: 'PUT', url: API.updatePaper, token: p.author, payload: { ...paper, ...changes } });

export const savedPaper = async (p: PaperContext, payload: Record<string, unknown>) => expectOk(await addPaper(p, payload), 'addPaper');

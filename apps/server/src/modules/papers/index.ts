// Glossary: papers owns papers, paper_questions, paper_rules; routes: /api/kaoshi-exam/paper (standard calls, rule checks, previews).
/** What other modules may use of papers (the boundary check allows only this file): a candidate's start draws a paper. */
export { drawPaper, drawSitting, type FixedPaperSource, type SittingOrder, sittingQuestions } from './draw.js';
export type { Random } from './random.js';

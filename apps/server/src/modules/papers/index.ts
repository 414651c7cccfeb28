/** What other modules may use of papers (the boundary check allows only this file): a candidate's start draws a paper. */
export { drawPaper, drawSitting, type FixedPaperSource, type SittingOrder, sittingQuestions } from './draw.js';
export type { Random } from './random.js';

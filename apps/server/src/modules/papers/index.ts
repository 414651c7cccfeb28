/** What other modules may use of papers (the boundary check allows only this file): a candidate's start draws a random paper. */
export { drawPaper } from './draw.js';

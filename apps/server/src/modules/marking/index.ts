/** What other modules may use of marking (the boundary check allows only this file). */
export { attemptTarget } from './audit-target.js';
export { candidateScoreReport } from './score-report.js';

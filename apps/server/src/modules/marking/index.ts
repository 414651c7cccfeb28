// Glossary: marking owns marking_holds, marking_scores, rescore_log; routes: /api/kaoshi-exam/marking, the candidate's myScoreReport.
/**
 * What other modules may use of marking (the boundary check allows only this file); the demo seed
 * grades its finished exam's task answers through the same calls a marker's screen makes.
 */
export { attemptTarget } from './audit-target.js';
export { holdAttempt, releaseAttempt, scoreTask } from './grading.js';

// Glossary: questions owns questions (the bank); routes: /api/kaoshi-exam/question (standard calls, imports, exports, retiring).
/**
 * What other modules may use of questions (the boundary check allows only this file); the demo seed
 * stores its questions' content through the same checks an editor's save goes through.
 */
export { contentProblem, preparedContent, sanitiseContent } from './question-content.js';
export { requireQuestion } from './service.js';

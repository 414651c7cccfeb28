/** What other modules may use of questions (the boundary check allows only this file). */
export { requireQuestion } from './service.js';

/** What other modules may use of knowledge (the boundary check allows only this file). */
export { requireKnowledge } from './service.js';

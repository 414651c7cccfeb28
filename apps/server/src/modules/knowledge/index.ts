// Glossary: knowledge owns knowledge_points; routes: /api/kaoshi-exam/knowledge (standard calls, tree, moves).
/** What other modules may use of knowledge (the boundary check allows only this file). */
export { requireKnowledge } from './service.js';

// Glossary: subjects owns subjects (job types); routes: the eight standard calls of Subject.
/** What other modules may use of subjects (the boundary check allows only this file). */
export { requireSubject } from './service.js';

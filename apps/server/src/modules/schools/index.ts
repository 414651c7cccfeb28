// Glossary: schools owns schools (projects); routes: the eight standard calls of School.
/** What other modules may use of schools (the boundary check allows only this file). */
export { requireSchool } from './service.js';

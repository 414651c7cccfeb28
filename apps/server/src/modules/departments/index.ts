// Glossary: departments owns departments (job categories); routes: the eight standard calls of Department.
/** What other modules may use of departments (the boundary check allows only this file). */
export { requireDepartment } from './service.js';

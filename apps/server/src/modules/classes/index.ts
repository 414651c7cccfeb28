// Glossary: classes owns classes (batches); routes: the eight standard calls of Classes.
/** What other modules may use of classes (the boundary check allows only this file). */
export { placed } from './repository.js';
export { requireClass } from './service.js';

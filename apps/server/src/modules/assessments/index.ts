// Glossary: assessments owns the assessment_* tables (tasks and their sheet versions, sessions, stations, examiners, allocations, panels, scores and their history); routes: /api/kaoshi-exam/assessment.
/**
 * What other modules may use of the skills assessments (the boundary check allows only this
 * file): certificates ask who passed a job type's practical assessment.
 */
export { practicalPassers, VALIDITY_MONTH_MS } from './combined.js';

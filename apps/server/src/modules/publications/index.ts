// Glossary: publications owns publications, publication_classes, publication_log; routes: /api/kaoshi-exam/publication.
/**
 * What other modules may use of publications (the boundary check allows only this file): the
 * publication itself and its action log (the live proctor's actions are logged there).
 */
export { logPublicationAction } from './log.js';
export { requirePublication } from './service.js';

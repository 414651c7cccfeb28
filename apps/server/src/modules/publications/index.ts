/**
 * What other modules may use of publications (the boundary check allows only this file): the
 * publication itself, its action log (the live proctor's actions are logged there), and the
 * holder that keeps a paper chosen by an unpublished publication from being deleted.
 */
export { paperHeldByUnpublished } from './holders.js';
export { logPublicationAction } from './log.js';
export { requirePublication } from './service.js';

/**
 * What other modules and the access plugin may use of auth: sessions (create, revoke, resolve a
 * token to its viewer) and the stored password hash. The boundary check allows only this file.
 */
export { hashStoredPassword, verifyStoredPassword } from './password-hash.js';
export { createSession, loadViewerByToken, permissionKeysOfRoles, revokeUserSessions } from './sessions.js';

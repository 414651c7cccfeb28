/**
 * What other modules and the access plugin may use of auth: sessions (create, revoke, resolve a
 * token to its viewer, the hash a session's token is stored under) and the stored password hash. The boundary check allows only this file.
 */
export { hashStoredPassword, verifyStoredPassword } from './password-hash.js';
export { createSession, loadViewerByToken, permissionKeysOfRoles, revokeUserSessions } from './sessions.js';
export { hashToken } from './tokens.js';

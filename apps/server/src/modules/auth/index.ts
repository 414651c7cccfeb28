// Glossary: auth owns sessions, captchas, auth_codes; routes: sign-in, sign-up, captcha, sign-out, the signed-in user (kaoshi-user).
/**
 * What other modules and the access plugin may use of auth: sessions (create, revoke, resolve a
 * token to its viewer, the hash a session's token is stored under) the stored password hash, and the passwords
 * someone else knows (one-time codes, staff resets; docs/SECURITY.md, "Round 3"). The boundary check allows only this file.
 */
export { hashStoredPassword, verifyStoredPassword } from './password-hash.js';
export { issueOneTimePassword } from './one-time-password.js';
export { newAccountPasswords, staffChosenPassword, staffSetPassword } from './staff-password.js';
export { isGuessable } from './signup.js';
export { createSession, loadViewerByToken, permissionKeysOfRoles, revokeUserSessions } from './sessions.js';
export { hashToken } from './tokens.js';

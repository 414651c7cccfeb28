// Glossary: accounts owns users and user_roles (the only module that writes them); no routes.
/**
 * What other modules may use of accounts (the boundary check allows only this file). accounts
 * owns the `users` and `user_roles` tables: every other module makes, changes or removes an
 * account through these calls (the check is apps/server/src/table-owners.test.ts). It holds the
 * rows only; who may ask is decided by the callers (users, students, registration, auth).
 */
export {
  deleteAccount,
  deleteCandidateAccounts,
  rememberNotificationLanguage,
  setAccountsLocked,
  setPasswordHash,
  updateAccountFields,
} from './account-changes.js';
export { enrolCandidate, leaveBatch, moveCandidates } from './enrolment.js';
export { clearLegalIdentity, type LegalIdentity, setIdNumber, setLegalIdentity } from './legal-identity.js';
export {
  accountRow,
  candidateRow,
  createAccounts,
  createCandidateAccount,
  createCandidateAccounts,
  createStaffAccount,
  type NewAccount,
  type NewCandidate,
  studentRoleId,
} from './new-account.js';
export { replaceUserRoles } from './roles.js';

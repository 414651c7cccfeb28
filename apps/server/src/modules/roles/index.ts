// Glossary: roles owns roles, role_permissions; routes: role management, /api/kaoshi-user/role.
/** What other modules may use of roles: who may grant which role (the boundary check allows only this file). */
export { checkAccountWithin, checkRoleGrant, roleFlags } from './grants.js';

/** What other modules may use of roles: who may grant which role (the boundary check allows only this file). */
export { checkAccountWithin, checkRoleGrant, roleFlags } from './grants.js';

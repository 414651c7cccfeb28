// Glossary: users owns no table (accounts writes users); routes: user management and one's own password, /api/kaoshi-user/user.
/** What other modules may use of users (the boundary check allows only this file). */
export { usernameTaken } from './repository.js';

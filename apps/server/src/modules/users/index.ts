/** What other modules may use of users (the boundary check allows only this file). */
export { usernameTaken } from './repository.js';

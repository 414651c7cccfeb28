/** What other modules may use of courses (the boundary check allows only this file). */
export { requireCourse } from './service.js';

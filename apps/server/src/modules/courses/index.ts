// Glossary: courses owns courses, course_materials (files in DATA_DIR/uploads/materials); routes: /api/kaoshi-exam/course.
/** What other modules may use of courses (the boundary check allows only this file). */
export { requireCourse } from './service.js';

// Glossary: articles owns articles, article_subjects, article_readings; routes: /api/kaoshi-exam/learning (staff's and candidates').
/** What other modules may use of articles (the boundary check allows only this file): the demo seed asks whether a body holds a video. */
export { bodyHasVideo } from './service.js';

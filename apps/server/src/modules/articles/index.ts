/** What other modules may use of articles (the boundary check allows only this file): the demo seed asks whether a body holds a video. */
export { bodyHasVideo } from './service.js';

/** What other modules may use of editor (the boundary check allows only this file). */
export { editorDir, editorFileUrl, storeContent } from './storage.js';

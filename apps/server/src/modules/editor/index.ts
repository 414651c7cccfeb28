// Glossary: editor owns the editor's files (DATA_DIR/uploads/editor), no table; routes: /api/kaoshi-exam/editor.
/** What other modules may use of editor (the boundary check allows only this file). */
export { editorDir, editorFileUrl, storeContent } from './storage.js';

import { importQtiFields, type QuestionImportResult, STATUS } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.js';
import { parseImportFields, refuseIfAnyRowErrors, RowErrors } from '../../lib/sheet-import.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { Viewer } from '../../types.js';
import { requireCourse } from '../courses/index.js';
import { storeContent } from '../editor/index.js';
import { type ImportedQuestion, saveImported } from './import-save.js';

/**
 * QTI 2.1 items into one course. The package is unpacked and its items parsed on a file-work
 * thread (qti-read.ts: the whole CPU-heavy part, never on the event loop); here the request,
 * the course and the save. Any item that cannot be read refuses the whole upload, each problem
 * named with the item's file.
 */

export const QTI_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** POST importQti (multipart: `file`, `courseId`, optionally `score` and `difficulty`). */
export async function importQtiItems(app: FastifyInstance, request: FastifyRequest, viewer: Viewer): Promise<QuestionImportResult> {
  const { fields, file } = await receiveUpload(request, { maxBytes: QTI_IMPORT_MAX_BYTES });
  const { courseId, ...defaults } = parseImportFields(importQtiFields, fields);
  const course = await requireCourse(app.db, courseId);
  const maxImageBytes = app.config.editor.limits.image.maxBytes;
  const read = await app.fileWork.run('qti', { data: file.data!, fileName: file.originalName, maxImageBytes, defaults }, 'qtiNotPackage');
  if (read.items.length === 0) throw badRequest('qtiNoItems');

  const errors = new RowErrors(request.lang);
  const imported: ImportedQuestion[] = [];
  read.items.forEach(({ path, question, problem }, index) => {
    const number = index + 1;
    if (problem) errors.addError(number, path, new AppError(STATUS.BAD_REQUEST, problem.key, problem.params));
    else imported.push({ row: number, question: question!, knowledgeId: null });
  });
  refuseIfAnyRowErrors(errors);
  // Kept before the rows that show them are saved: a saved question never points at a missing file.
  for (const [name, data] of read.images) await storeContent(app.config, Buffer.from(data), name.split('.').pop()!);
  return saveImported(app.db, course.courseId, imported, viewer.userId);
}

import { importQuestionsFields, type QuestionImportResult, translate } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.js';
import { MOODLE_MAX_QUESTIONS, type MoodleItem } from '../../lib/file-work/moodle-xml/moodle-read.js';
import { Unreadable } from '../../lib/file-work/question-draft.js';
import { parseImportFields, refuseIfAnyRowErrors, RowErrors } from '../../lib/sheet-import.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { Viewer } from '../../types.js';
import { requireCourse } from '../courses/index.js';
import { storeContent } from '../editor/index.js';
import { checkedDraft } from './draft-content.js';
import { EmbeddedImages } from './embedded-images.js';
import { type ImportedQuestion, saveImported } from './import-save.js';
import { knowledgeByCategory } from './knowledge-by-category.js';

/**
 * POST importMoodleXml (multipart: `file`, `courseId`): a Moodle XML question file into one
 * course (docs/REQUIREMENTS.md §7). The file is read on a file-work thread; every question is
 * then checked like a form's (its embedded images too), and any problem refuses the whole file,
 * each problem named with the question's number and name. Categories become knowledge points.
 */

export const MOODLE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export async function importMoodleXml(app: FastifyInstance, request: FastifyRequest, viewer: Viewer): Promise<QuestionImportResult> {
  const { fields, file } = await receiveUpload(request, { maxBytes: MOODLE_IMPORT_MAX_BYTES });
  const { courseId } = parseImportFields(importQuestionsFields, fields);
  const course = await requireCourse(app.db, courseId);
  const { lang } = request;
  const labels = { true: translate(lang, 'statementTrue'), false: translate(lang, 'statementFalse') };
  const items: MoodleItem[] = await app.fileWork.run(
    'moodleXml',
    { data: file.data!, labels, maxQuestions: MOODLE_MAX_QUESTIONS },
    'moodleNotXml',
  );
  if (items.length === 0) throw badRequest('moodleNoQuestions');

  const errors = new RowErrors(lang);
  const images = new EmbeddedImages(app.fileWork, app.config.editor.limits.image.maxBytes);
  const imported: (ImportedQuestion & { category: string[] })[] = [];
  for (const item of items) {
    try {
      if (item.problem) throw new Unreadable(item.problem.key, item.problem.params);
      const draft = await images.placeIn(item.question!, item.files);
      imported.push({ row: item.number, question: checkedDraft(draft), knowledgeId: null, category: item.category });
    } catch (error) {
      if (error instanceof Unreadable) errors.add(item.number, item.name, error.key, error.params);
      else if (error instanceof AppError) errors.addError(item.number, item.name, error);
      else throw error;
    }
  }
  refuseIfAnyRowErrors(errors);
  // Kept before the rows that show them are saved: a saved question never points at a missing file.
  for (const [name, data] of images.kept) await storeContent(app.config, Buffer.from(data), name.split('.').pop()!);
  return saveImported(app.db, course.courseId, imported, viewer.userId, async (trx) => {
    const knowledgeOf = await knowledgeByCategory(
      trx,
      course.courseId,
      imported.map((item) => item.category),
    );
    return (index) => knowledgeOf(imported[index]!.category);
  });
}

import {
  type ImportQtiFields,
  importQtiFields,
  type MessageKey,
  type MessageParams,
  OPTION_KEYS,
  QUESTION_TYPE,
  type QuestionImportResult,
  score as scoreSchema,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.js';
import { parseImportFields, refuseIfAnyRowErrors, RowErrors } from '../../lib/sheet-import.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { Viewer } from '../../types.js';
import { requireCourse } from '../courses/index.js';
import { storeContent } from '../editor/index.js';
import { type ImportedQuestion, saveImported } from './import-save.js';
import { contentProblem, preparedContent, type QuestionContent, sanitiseContent } from './question-content.js';
import { asBlocks, type ImageAddress, promptPieces, qtiPieces } from './qti-html.js';
import { parseXml, readQtiUpload, XmlProblem } from './qti-package.js';

/**
 * QTI 2.1 items into one course. An item with one choiceInteraction becomes a single choice
 * (cardinality single) or multiple choice (cardinality multiple) question; our own exports
 * mark true/false items with label="true-false". Its simpleChoices become options A, B, … in
 * document order and the correct response their keys; the stem is the itemBody without the
 * interaction, plus the interaction's prompt. Any item that cannot be read refuses the whole
 * upload, each problem named with the item's file.
 */

export const QTI_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Marks a true/false question in our exports (QTI has no such type: it is a two-option single choice). */
export const TRUE_FALSE_LABEL = 'true-false';

class ItemProblem extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(key);
  }
}

const childElements = (parent: Element, localName: string) => [...parent.children].filter((child) => child.localName === localName);

/** The item's own score: a MAXSCORE outcome's default (our exports), else a mapping's upper bound. */
function statedScore(item: Element, response: Element | undefined): number | undefined {
  const maxScore = childElements(item, 'outcomeDeclaration').find((outcome) => outcome.getAttribute('identifier') === 'MAXSCORE');
  const candidates = [
    maxScore?.getElementsByTagNameNS('*', 'value')[0]?.textContent,
    response && childElements(response, 'mapping')[0]?.getAttribute('upperBound'),
  ];
  for (const candidate of candidates) {
    const parsed = scoreSchema.safeParse(candidate?.trim());
    if (candidate && parsed.success) return parsed.data;
  }
  return undefined;
}

/** One item as question content (not yet sanitised), or an ItemProblem. */
export function itemContent(
  document: Document,
  image: ImageAddress,
  defaults: Pick<ImportQtiFields, 'score' | 'difficulty'>,
): QuestionContent {
  const item = document.documentElement;
  if (item.localName !== 'assessmentItem') throw new ItemProblem('qtiNotItem');
  const body = childElements(item, 'itemBody')[0];
  const interactions = body
    ? [...body.getElementsByTagNameNS('*', '*')].filter((element) => element.localName.endsWith('Interaction'))
    : [];
  const interaction = interactions[0];
  if (interactions.length !== 1 || interaction?.localName !== 'choiceInteraction') {
    throw new ItemProblem('qtiNotChoice', { found: interactions.map((each) => each.localName).join(', ') || '—' });
  }
  const responseId = interaction.getAttribute('responseIdentifier');
  const response = childElements(item, 'responseDeclaration').find((declaration) => declaration.getAttribute('identifier') === responseId);
  const cardinality = response?.getAttribute('cardinality') ?? 'single';
  if (cardinality !== 'single' && cardinality !== 'multiple')
    throw new ItemProblem('qtiNotChoice', { found: `choiceInteraction (${cardinality})` });

  const choices = childElements(interaction, 'simpleChoice');
  const keyOf = new Map(choices.map((choice, index) => [choice.getAttribute('identifier') ?? '', OPTION_KEYS[index] ?? '?']));
  const correct = response ? childElements(response, 'correctResponse')[0] : undefined;
  // An unknown identifier stays visible as "?", so the answer-key check names it.
  const answer = correct ? childElements(correct, 'value').map((value) => keyOf.get((value.textContent ?? '').trim()) ?? '?') : [];
  const trueFalse = cardinality === 'single' && item.getAttribute('label') === TRUE_FALSE_LABEL && choices.length === 2;

  const stemPieces = body
    ? [...body.childNodes].flatMap((node) =>
        qtiPieces(node, image, (element) =>
          element === interaction ? promptPieces(childElements(interaction, 'prompt')[0], image) : undefined,
        ),
      )
    : [];
  return {
    type: trueFalse ? QUESTION_TYPE.TRUE_FALSE : cardinality === 'single' ? QUESTION_TYPE.SINGLE : QUESTION_TYPE.MULTIPLE,
    stem: asBlocks(stemPieces),
    options: choices.map((choice) => asBlocks([...choice.childNodes].flatMap((node) => qtiPieces(node, image)))),
    answer,
    linkUrl: '',
    score: statedScore(item, response) ?? defaults.score,
    difficulty: defaults.difficulty,
    explanation: '',
    hasVideo: 0,
  };
}

/** POST importQti (multipart: `file`, `courseId`, optionally `score` and `difficulty`). */
export async function importQtiItems(app: FastifyInstance, request: FastifyRequest, viewer: Viewer): Promise<QuestionImportResult> {
  const { fields, file } = await receiveUpload(request, { maxBytes: QTI_IMPORT_MAX_BYTES });
  const { courseId, ...defaults } = parseImportFields(importQtiFields, fields);
  const course = await requireCourse(app.db, courseId);
  const upload = await readQtiUpload(app.fileWork, file, app.config.editor.limits.image.maxBytes);
  if (upload.items.length === 0) throw badRequest('qtiNoItems');

  const errors = new RowErrors(request.lang);
  const imported: ImportedQuestion[] = [];
  upload.items.forEach(({ path, xml }, index) => {
    const number = index + 1;
    try {
      if (xml === null) throw new ItemProblem('qtiItemMissing');
      const content = sanitiseContent(itemContent(parseXml(xml), upload.imageAddress(path), defaults));
      const problem = contentProblem(content);
      if (problem) throw new ItemProblem(problem.key);
      imported.push({ row: number, question: preparedContent(content), knowledgeId: null });
    } catch (error) {
      if (error instanceof ItemProblem) errors.add(number, path, error.key, error.params);
      else if (error instanceof XmlProblem) errors.add(number, path, 'qtiXmlInvalid', { reason: error.message });
      else if (error instanceof AppError) errors.addError(number, path, error);
      else throw error;
    }
  });
  refuseIfAnyRowErrors(errors);
  // Kept before the rows that show them are saved: a saved question never points at a missing file.
  for (const [name, data] of upload.images) await storeContent(app.config, Buffer.from(data), name.split('.').pop()!);
  return saveImported(app.db, course.courseId, imported, viewer.userId);
}

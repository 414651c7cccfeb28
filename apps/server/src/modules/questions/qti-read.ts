import {
  type ImportQtiFields,
  type MessageKey,
  type MessageParams,
  OPTION_KEYS,
  QUESTION_TYPE,
  score as scoreSchema,
} from '@kaoshi/contracts';
import { AppError, type ErrorParams } from '../../lib/app-error.js';
import { contentProblem, type PreparedQuestion, preparedContent, type QuestionContent, sanitiseContent } from './question-content.js';
import { asBlocks, type ImageAddress, promptPieces, qtiPieces } from './qti-html.js';
import { parseXml, readQtiUpload, XmlProblem } from './qti-package.js';

/**
 * The heavy half of a QTI import, run on a file-work thread (lib/file-work, decision 0016):
 * unpacking the package within its limits, parsing each item's XML, turning it into question
 * content and sanitising that. Nothing here reaches the database; what it answers is plain data
 * that crosses the thread boundary. qti-import.ts keeps the request, the course and the save.
 *
 * An item with one choiceInteraction becomes a single choice (cardinality single) or multiple
 * choice (cardinality multiple) question; our own exports mark true/false items with
 * label="true-false". Its simpleChoices become options A, B, … in document order and the
 * correct response their keys; the stem is the itemBody without the interaction, plus the
 * interaction's prompt.
 */

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
function itemContent(document: Document, image: ImageAddress, defaults: Pick<ImportQtiFields, 'score' | 'difficulty'>): QuestionContent {
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

/** One item read: its question, or the problem that refuses the upload (reported against its file). */
export interface QtiItemRead {
  path: string;
  question?: PreparedQuestion;
  problem?: { key: MessageKey; params: ErrorParams };
}

export interface QtiRead {
  items: QtiItemRead[];
  /** Images the items show, by their stored editor name: kept once the import goes ahead. */
  images: Map<string, Uint8Array>;
}

export interface QtiReadInput {
  data: Uint8Array;
  fileName: string;
  maxImageBytes: number;
  defaults: Pick<ImportQtiFields, 'score' | 'difficulty'>;
}

/** The content problems a dropped image can cause. */
const EMPTINESS = new Set<MessageKey>(['optionEmpty', 'questionStemEmpty']);

function readItem(xml: string | null, address: ImageAddress, defaults: QtiReadInput['defaults']): PreparedQuestion {
  if (xml === null) throw new ItemProblem('qtiItemMissing');
  const missing = new Set<string>();
  const image: ImageAddress = (src) => {
    const stored = address(src);
    if (stored === null) missing.add(src);
    return stored;
  };
  const content = sanitiseContent(itemContent(parseXml(xml), image, defaults));
  const problem = contentProblem(content);
  // An option that was only an image not in the upload is empty: say which files, and how to bring them.
  if (problem && EMPTINESS.has(problem.key) && missing.size > 0)
    throw new ItemProblem('qtiImagesMissing', { files: [...missing].join(', ') });
  if (problem) throw new ItemProblem(problem.key);
  return preparedContent(content);
}

/** Every item of the upload, read (a whole-upload refusal is a FileRefusal: not a package, too large). */
export function readQtiItems(input: QtiReadInput): QtiRead {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  const upload = readQtiUpload(data, input.fileName, input.maxImageBytes);
  const items = upload.items.map(({ path, xml }): QtiItemRead => {
    try {
      return { path, question: readItem(xml, upload.imageAddress(path), input.defaults) };
    } catch (error) {
      if (error instanceof ItemProblem) return { path, problem: { key: error.key, params: error.params ?? {} } };
      if (error instanceof XmlProblem) return { path, problem: { key: 'qtiXmlInvalid', params: { reason: error.message } } };
      if (error instanceof AppError) return { path, problem: { key: error.messageKey, params: error.params } };
      throw error;
    }
  });
  return { items, images: upload.images };
}

/** The tasks this module hands the file-work pool (gathered in src/file-tasks.ts). */
export const QTI_FILE_TASKS = { qti: readQtiItems };

import {
  type Lang,
  LANGS,
  type MessageKey,
  OPTION_KEYS,
  type OptionKey,
  type QuestionRecord,
  type QuestionType,
  translate,
} from '@kaoshi/contracts';
import { dateCell, type ExcelColumn, yesNo } from '../../lib/excel.js';
import type { ImportColumn } from '../../lib/sheet-import.js';

/**
 * The question bank's spreadsheet columns: the import reads them, the template shows them and
 * the export writes them first, under the same headers, so an export imports again as it is.
 * Rich text is written as its HTML.
 */
export type OptionField = `option${OptionKey}`;
export type QuestionField =
  'type' | 'stem' | OptionField | 'answer' | 'score' | 'difficulty' | 'knowledgeCode' | 'explanation' | 'linkUrl' | 'hasVideo';

export const optionField = (key: OptionKey): OptionField => `option${key}`;

export const TYPE_NAMES: Record<QuestionType, MessageKey> = {
  0: 'questionTypeSingle',
  1: 'questionTypeMultiple',
  2: 'questionTypeTrueFalse',
  3: 'questionTypeLink',
  4: 'questionTypeFillBlank',
  5: 'questionTypeShortAnswer',
  6: 'questionTypeEssay',
  7: 'questionTypeComposite',
};

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** "0"–"3", or a type's name in any of the four languages. */
const TYPE_BY_TEXT = new Map<string, QuestionType>(
  Object.entries(TYPE_NAMES).flatMap(([type, key]) => [
    [type, Number(type) as QuestionType] as const,
    ...LANGS.map((lang) => [normalise(translate(lang, key)), Number(type) as QuestionType] as const),
  ]),
);
export const parseType = (cell: string): QuestionType | undefined => TYPE_BY_TEXT.get(normalise(cell));

/** Yes/no in any of the four languages, 1/0 or true/false; blank is no. */
const FLAG_BY_TEXT = new Map<string, 0 | 1>([
  ['', 0],
  ['0', 0],
  ['1', 1],
  ['false', 0],
  ['true', 1],
  ['n', 0],
  ['y', 1],
  ...LANGS.flatMap((lang) => [[normalise(translate(lang, 'valueNo')), 0] as const, [normalise(translate(lang, 'valueYes')), 1] as const]),
]);
export const parseFlag = (cell: string): 0 | 1 | undefined => FLAG_BY_TEXT.get(normalise(cell));

/** What a row of the sheet holds: a record, or an example row of the template. */
export interface SheetQuestion {
  type: QuestionType;
  stem: string;
  options: string[];
  answer: string[];
  score: number;
  difficulty: number;
  knowledgeCode: string | null;
  explanation: string;
  linkUrl: string;
  hasVideo: number;
}

const RICH = { format: 'text', width: 40 } as const;

/** Each column once: the field the import fills, and how the template and the export write it. */
export const QUESTION_COLUMNS: readonly (ImportColumn<QuestionField> & ExcelColumn<SheetQuestion>)[] = [
  { field: 'type', header: 'colType', value: (row, lang) => translate(lang, TYPE_NAMES[row.type]), width: 16 },
  { field: 'stem', header: 'colStem', value: (row) => row.stem, ...RICH, width: 60 },
  ...OPTION_KEYS.map((key, index) => ({
    field: optionField(key),
    header: 'colOption' as const,
    headerParams: { key },
    value: (row: SheetQuestion) => row.options[index] ?? '',
    ...RICH,
  })),
  { field: 'answer', header: 'colAnswer', value: (row) => row.answer.join(','), format: 'text', width: 10 },
  { field: 'score', header: 'colScore', value: (row) => row.score, width: 8 },
  { field: 'difficulty', header: 'colDifficulty', value: (row) => row.difficulty, width: 10 },
  { field: 'knowledgeCode', header: 'colKnowledgeCode', value: (row) => row.knowledgeCode ?? '', format: 'text' },
  { field: 'explanation', header: 'colExplanation', value: (row) => row.explanation, ...RICH },
  { field: 'linkUrl', header: 'colLinkUrl', value: (row) => row.linkUrl, format: 'text', width: 30 },
  { field: 'hasVideo', header: 'colHasVideo', value: (row, lang) => yesNo(lang, row.hasVideo), width: 8 },
];

/** A column's header in the caller's language (import errors name the column so). */
export function columnLabel(field: QuestionField, lang: Lang) {
  const column = QUESTION_COLUMNS.find((each) => each.field === field)!;
  return translate(lang, column.header, column.headerParams);
}

/** The export: the sheet's columns, then what only a reader needs. */
export const EXPORT_COLUMNS: readonly ExcelColumn<QuestionRecord>[] = [
  ...QUESTION_COLUMNS,
  { header: 'colCourse', value: (row) => row.courseName, width: 28 },
  { header: 'colKnowledge', value: (row) => row.knowledgeName ?? '', width: 24 },
  { header: 'colRetired', value: (row, lang) => yesNo(lang, row.retired), width: 10 },
  { header: 'colPaperCount', value: (row) => row.paperCount, width: 8 },
  { header: 'colCreatedAt', value: (row) => dateCell(row.createdAt), format: 'datetime' },
];

/** The template's example rows: one of each type. */
export const TEMPLATE_EXAMPLES: readonly SheetQuestion[] = [
  {
    type: 0,
    stem: 'Which gas shields the weld pool in MIG welding?',
    options: ['Argon', 'Oxygen', 'Hydrogen', 'Chlorine'],
    answer: ['A'],
    score: 2,
    difficulty: 2,
    knowledgeCode: '',
    explanation: 'An inert gas keeps air away from the molten metal.',
    linkUrl: '',
    hasVideo: 0,
  },
  {
    type: 1,
    stem: 'Which of these are personal protective equipment?',
    options: ['Welding helmet', 'Leather gloves', 'Shorts', 'Safety boots'],
    answer: ['A', 'B', 'D'],
    score: 3,
    difficulty: 3,
    knowledgeCode: '',
    explanation: '',
    linkUrl: '',
    hasVideo: 0,
  },
  {
    type: 2,
    stem: 'A gas cylinder may be stored lying on its side.',
    options: ['True', 'False'],
    answer: ['B'],
    score: 1,
    difficulty: 1,
    knowledgeCode: '',
    explanation: 'Cylinders are stored upright and chained.',
    linkUrl: '',
    hasVideo: 0,
  },
  {
    type: 3,
    stem: '<p>Complete the practical task at the address given and <strong>upload your result</strong>.</p>',
    options: [],
    answer: [],
    score: 20,
    difficulty: 4,
    knowledgeCode: '',
    explanation: '',
    linkUrl: 'https://example.com/tasks/fillet-weld',
    hasVideo: 1,
  },
];

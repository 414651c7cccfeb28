/** Question types and option keys, kept apart from the request schemas so the candidate's pages load them without zod. */

/** Question type (docs/REQUIREMENTS.md §7): 0 single choice, 1 multiple choice, 2 true/false, 3 external link. */
export const QUESTION_TYPE = { SINGLE: 0, MULTIPLE: 1, TRUE_FALSE: 2, EXTERNAL_LINK: 3 } as const;
export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];
export const QUESTION_TYPES = [0, 1, 2, 3] as const satisfies readonly QuestionType[];
export const isChoiceType = (type: number) => type === QUESTION_TYPE.SINGLE || type === QUESTION_TYPE.MULTIPLE;

/** Option keys in order: A…J (2 to 10 options for choice types, exactly 2 for true/false). */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;

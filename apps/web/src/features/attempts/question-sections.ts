import { type CandidateQuestion, QUESTION_TYPE, type QuestionType } from '@kaoshi/contracts';
import { isAnswered, isSaved, type QuestionSave } from './answer-queue';

export interface NumberedQuestion {
  question: CandidateQuestion;
  /** 1-based position on the candidate's paper. */
  number: number;
}

export interface QuestionSection {
  type: QuestionType;
  items: NumberedQuestion[];
}

/**
 * The navigation panel's sections: a paper is laid out by type, so questions are grouped by type
 * in the order the types first appear; numbers stay the paper's own.
 */
export function questionSections(questions: readonly CandidateQuestion[]): QuestionSection[] {
  const sections = new Map<QuestionType, QuestionSection>();
  questions.forEach((question, index) => {
    const section = sections.get(question.type) ?? { type: question.type, items: [] };
    section.items.push({ question, number: index + 1 });
    sections.set(question.type, section);
  });
  return [...sections.values()];
}

/** The paper's numbers of the questions that match, for the submit confirmation. */
export function numbersWhere(questions: readonly CandidateQuestion[], matches: (questionId: number) => boolean): number[] {
  return questions.flatMap((question, index) => (matches(question.questionId) ? [index + 1] : []));
}

/** "1–3, 5, 8–9": long lists stay readable. */
export function formatNumbers(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length; i++) {
    const start = numbers[i]!;
    let end = start;
    while (numbers[i + 1] === end + 1) end = numbers[++i]!;
    parts.push(end > start + 1 ? `${start}–${end}` : end === start + 1 ? `${start}, ${end}` : `${start}`);
  }
  return parts.join(', ');
}

/** A numbered item of the paper: a question, or a composite's material with its parts (1), (2)… */
export interface ExamItem {
  question: CandidateQuestion;
  parts: CandidateQuestion[];
}

/**
 * The paper as the candidate works through it: a composite's parts follow it in the frozen paper
 * (docs/REQUIREMENTS.md §7) and are gathered under it, so the composite is one numbered item.
 */
export function examItems(questions: readonly CandidateQuestion[]): ExamItem[] {
  const items: ExamItem[] = [];
  const composites = new Map<number, ExamItem>();
  for (const question of questions) {
    const parent = question.parentId === undefined ? undefined : composites.get(question.parentId);
    if (parent) {
      parent.parts.push(question);
      continue;
    }
    const item: ExamItem = { question, parts: [] };
    if (question.type === QUESTION_TYPE.COMPOSITE) composites.set(question.questionId, item);
    items.push(item);
  }
  return items;
}

export interface ItemState {
  answered: boolean;
  flagged: boolean;
  /** A change not yet acknowledged by the server. */
  unsaved: boolean;
}

/** A composite is answered when every part is, flagged when any part is (its flag is its first part's). */
export function itemState(item: ExamItem, saves: ReadonlyMap<number, QuestionSave>): ItemState {
  const answerable = item.parts.length > 0 ? item.parts : [item.question];
  const all = [item.question, ...item.parts].map((question) => saves.get(question.questionId));
  return {
    answered: answerable.every((question) => isAnswered(saves.get(question.questionId), question.type)),
    flagged: all.some((save) => !!save?.flagged),
    unsaved: all.some((save) => !!save && save.latestSeq > 0 && !isSaved(save)),
  };
}

import type { CandidateQuestion, QuestionType } from '@kaoshi/contracts';

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

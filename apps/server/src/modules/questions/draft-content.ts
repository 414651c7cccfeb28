import { type DraftQuestion, Unreadable } from '../../lib/file-work/question-draft.js';
import { contentProblem, type PreparedQuestion, preparedContent, type QuestionContent, sanitiseContent } from './question-content.js';

/**
 * An imported draft checked by the same rules as a form's question (question-content.ts):
 * rich text sanitised, the type's rules, the stored forms. A problem is thrown as Unreadable
 * (the import names it against the question); a rich text too long as its AppError.
 */
const contentOf = (draft: DraftQuestion): QuestionContent => ({
  type: draft.type as QuestionContent['type'],
  stem: draft.stem,
  options: draft.options,
  answer: draft.answer,
  linkUrl: '',
  score: draft.score,
  difficulty: 3,
  explanation: draft.explanation,
  hasVideo: 0,
  ...(draft.spec === undefined ? {} : { spec: draft.spec }),
  ...(draft.subQuestions === undefined ? {} : { subQuestions: draft.subQuestions.map(contentOf) }),
});

export function checkedDraft(draft: DraftQuestion): PreparedQuestion {
  const content = sanitiseContent(contentOf(draft));
  const problem = contentProblem(content);
  if (problem) throw new Unreadable(problem.key);
  return preparedContent(content);
}

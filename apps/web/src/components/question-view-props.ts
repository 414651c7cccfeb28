import type { CandidateQuestion, OptionKey } from '@kaoshi/contracts';
import type { ReactNode } from 'react';

/** What QuestionView draws; its own file so the written inputs can take the same props without importing the view. */
export interface QuestionViewProps {
  question: CandidateQuestion;
  /** 1-based number shown before the stem. */
  number?: number;
  /** The candidate's choice (option keys); controlled. */
  value?: readonly OptionKey[];
  onChange?: (answer: OptionKey[]) => void;
  /** Staff preview: mark the correct options and show the explanation. */
  answerKey?: readonly OptionKey[];
  explanation?: string;
  disabled?: boolean;
  /** Shown at the end of the question's header line (the exam page puts the save state there). */
  extra?: ReactNode;
  /** A written answer (fill-in: a JSON array of the blanks; short answer: text; essay: HTML); controlled. */
  text?: string;
  /** Called with the typed answer after a pause in typing, on blur, and when the question goes away. */
  onText?: (text: string) => void;
  /** A composite's part is numbered (1), (2)… under its material; its header is smaller. */
  part?: boolean;
  /** Staff preview of a fill-in question: which blanks the preview's answer has right. */
  blankMarks?: readonly (boolean | null)[];
}

/** /kaoshi's state for a candidate in no batch yet (`noBatch.*`), loaded with it: few candidates ever see it. */
export const en = {
  title: 'You are not enrolled in a registration batch yet.',
  hint: 'Apply for an open batch of your job type and level. Once the exam centre approves it, your exams appear here.',
  apply: 'Apply for a batch',
  /** The candidate's latest application, when there is one: its state and the reviewer's reason. */
  underReview: 'Your application for {{batch}} is under review.',
  returned: 'Your application for {{batch}} was returned for changes. Correct it and submit it again.',
  refused: 'Your application for {{batch}} was refused. This decision is final: it cannot be submitted again.',
  reason: 'Reason: {{reason}}',
  correct: 'Correct and resubmit',
};

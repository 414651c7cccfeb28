/** /kaoshi's state for a candidate in no batch yet (`noBatch.*`), loaded with it: few candidates ever see it. */
export const en = {
  title: 'You are not enrolled in a registration batch yet.',
  hint: 'Apply for an open batch of your job type and level. Once the exam centre approves it, your exams appear here.',
  apply: 'Apply for a batch',
};

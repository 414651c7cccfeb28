/** The exam notice screen's and the notice reader's text (the `notice.*` keys). */
export const en = {
  title: 'Exam notices',
  titleField: 'Title',
  content: 'Content',
  minReadingSeconds: 'Minimum reading time',
  minReadingHint: 'Candidates cannot start until the notice has been open this long.',
  seconds: '{{seconds}} s',
  secondsUnit: 'seconds',
  updatedAt: 'Updated',
  preview: 'Preview',
  previewTitle: 'Preview: the notice as a candidate sees it',
  previewHint: 'This is how candidates see the notice before they start. Nothing is recorded.',
  previewStarted: 'In the exam room the exam would start now.',
  confirmRead: 'I have read the notice and will follow it.',
  waitSeconds: 'Please read the notice ({{seconds}} s)',
  start: 'Start the exam',
};

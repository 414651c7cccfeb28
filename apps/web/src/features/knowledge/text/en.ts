export const en = {
  course: 'Course',
  chooseCourse: 'Choose a course to see its chapters and appraisal points.',
  type: 'Type',
  chapter: 'Chapter',
  point: 'Appraisal point',
  weight: 'Weight',
  addChapter: 'Add chapter',
  addPoint: 'Add appraisal point',
  moveUp: 'Move up',
  moveDown: 'Move down',
  topLevel: 'the chapters',
  weightWarning: 'The weights of {{name}} add up to {{sum}} %, not 100 %.',
};

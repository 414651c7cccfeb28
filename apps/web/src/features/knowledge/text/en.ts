export const en = {
  course: 'Course',
  chooseCourse: 'Choose a course to see its course-level items and appraisal points.',
  type: 'Type',
  chapter: 'Course level',
  point: 'Appraisal point',
  weight: 'Weight',
  addChapter: 'Add course-level item',
  addPoint: 'Add appraisal point',
  moveUp: 'Move up',
  moveDown: 'Move down',
  topLevel: 'the course level',
  weightWarning: 'The weights of {{name}} add up to {{sum}} %, not 100 %.',
};

/** The dashboard's text (issue 8). */
export const en = {
  welcome: 'Welcome, {{name}}',
  roles: 'Your roles: {{roles}}',
  intro: 'Use the menu on the left to get started.',
  refresh: 'Refresh',
  updatedAt: 'Updated {{time}} (server time)',
  loadFailed: 'The dashboard could not be loaded.',
  counts: { projects: 'Exam projects', candidates: 'Candidates', questions: 'Questions', examsOpenNow: 'Exams open now' },
  open: 'Open {{screen}}',
  upcoming: { title: 'Opening soon', hint: 'The next 7 days', empty: 'No exam opens in the next 7 days.' },
  running: {
    title: 'Running now', empty: 'No exam is running right now.', online: 'Online: {{n}}', sitting: 'Sitting: {{n}}', endsIn: 'ends {{relative}}',
    watch: 'Watch', watchExam: 'Watch {{name}} live',
  },
  passRates: {
    title: 'Recent pass rates', hint: 'The last 10 closed exams', empty: 'No exam has closed yet.', exam: 'Exam', sat: 'Sat',
    passed: 'Passed', passRate: 'Pass rate (of those who sat)', chart: 'Pass rate of those who sat, per exam, in percent',
  },
  duration: 'Duration: {{duration}}',
  starts: 'Starts:',
};

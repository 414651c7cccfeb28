/** The analysis screens' text (issue 8). */
export const en = {
  title: 'Score analysis',
  filter: { publication: 'Exam to analyse', allPublications: 'All exams', reset: 'Clear filters', noPublications: 'No exams yet.' },
  export: 'Export',
  tabs: { ranking: 'Ranking', items: 'Item analysis', mastery: 'Knowledge mastery' },
  empty: {
    ranking: 'No marked attempts yet for this selection.',
    items: 'Choose an exam above to analyse its questions.',
    itemsNone: 'No marked attempts of this exam yet.',
    mastery: 'No marked answers on questions with a knowledge point yet.',
    pass: 'No published exams with batches for this selection.',
    failed: 'Nobody has failed in this selection.',
    supplementary: 'No re-exams for this selection yet.',
    candidates: 'No candidates to re-examine.',
  },
  summary: { count: 'Candidates', mean: 'Mean', median: 'Median', sd: 'Standard deviation', highest: 'Highest', lowest: 'Lowest' },
  chart: {
    distribution: 'Score distribution (share of the total)', candidates: 'Candidates', facility: 'Facility', discrimination: 'Discrimination',
    items: 'Facility and discrimination per question', mastery: 'Mastery per knowledge point', pass: 'Passed and failed per exam and batch',
    passRate: 'Pass rate', supplementary: 'Pass rate at first sitting and after the re-exam',
  },
  column: {
    rank: 'Rank', username: 'Candidate number', name: 'Name', batch: 'Batch', publication: 'Exam', score: 'Score', timeUsed: 'Time used',
    passed: 'Result', question: 'Question', answered: 'Answered', facility: 'Facility', discrimination: 'Discrimination',
    pointBiserial: 'Point-biserial', options: 'Options chosen', flags: 'Flags', knowledge: 'Knowledge point', earned: 'Earned',
    available: 'Available', mastery: 'Mastery', enrolled: 'Enrolled', sat: 'Sat', absent: 'Absent', passedCount: 'Passed',
    failedCount: 'Failed', passRate: 'Pass rate (of those who sat)', parent: 'First exam', eligible: 'Eligible', firstPassRate: 'First-sitting pass rate (of registered)',
    finalPassRate: 'Final pass rate (of registered)', yetToSit: 'Yet to sit', passRateRegistered: 'Pass rate (of registered)', passRateFirstAttempt: 'First-attempt pass rate', registered: 'Registered', firstScore: 'First score', reExamScore: 'Re-exam score', finalResult: 'Final result',
  },
  result: { pass: 'Pass', fail: 'Fail', notSat: 'Not sat' },
  flags: { tooEasy: 'Too easy', tooHard: 'Too hard', negative: 'Negative discrimination' },
  section: { batches: 'Per exam and batch', failed: 'Failed candidates', publications: 'Per re-exam', candidates: 'Per candidate' },
};

import type { ScoreReport } from '@kaoshi/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { ScoreReportView } from './score-report';

afterEach(cleanup);

const REPORT: ScoreReport = {
  attemptId: 3,
  publicationName: 'Welder practical',
  username: 'S000001',
  name: 'Mira Lind',
  projectName: 'Skills 2030',
  jobCategoryName: 'Metalwork',
  jobTypeName: 'Welder',
  level: 3,
  batchName: 'Winter batch',
  examDate: Date.UTC(2030, 2, 4, 9),
  score: 6.5,
  totalScore: 10,
  passScore: 6,
  passed: 0,
  issuedAt: Date.UTC(2030, 2, 5, 9),
};

describe('the printable score report', () => {
  it('prints project, job category, job type, level, batch, candidate, score of total, pass mark and the verdict', () => {
    render(<ScoreReportView report={REPORT} />);
    const text = screen.getByTestId('score-report').textContent;
    for (const part of [
      'Skills 2030',
      'Metalwork',
      'Welder',
      'Level 3 · Senior worker',
      'Winter batch',
      'Mira Lind',
      'S000001',
      'Welder practical',
      '6.5 / 10',
      'Pass mark6',
    ]) {
      expect(text).toContain(part);
    }
    expect(screen.getByTestId('score-report-verdict').textContent).toContain('PASSED');
  });

  it('says FAILED for a failed result and leaves blanks for a candidate outside every batch', () => {
    render(
      <ScoreReportView
        report={{
          ...REPORT,
          passed: 1,
          score: 4,
          projectName: null,
          jobCategoryName: null,
          jobTypeName: null,
          level: null,
          batchName: null,
        }}
      />,
    );
    expect(screen.getByTestId('score-report-verdict').textContent).toContain('FAILED');
    expect(screen.getAllByText('—')).toHaveLength(5);
  });
});

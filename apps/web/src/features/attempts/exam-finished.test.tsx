import { type CandidateExam, EXAM_STATUS } from '@kaoshi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { fetchMyExams } from './api';
import { ExamFinished } from './exam-finished';

vi.mock('./api', () => ({ fetchMyExams: vi.fn() }));

const exam = (fields: Partial<CandidateExam>): CandidateExam => ({
  publicationId: 3,
  name: 'Welding',
  kind: 'normal',
  startsAt: 0,
  endsAt: 10_000_000,
  durationMinutes: 30,
  questionCount: 4,
  totalScore: 10,
  status: EXAM_STATUS.SUBMITTED,
  attemptId: 7,
  attemptsUsed: 1,
  attemptsAllowed: 1,
  canEnter: false,
  resultVisibility: 'immediate',
  result: null,
  ...fields,
});

beforeEach(() => {
  let calls = 0;
  // Scoring follows the acknowledgement: the list has no result at first, then the score.
  vi.mocked(fetchMyExams)
    .mockClear()
    .mockImplementation(async () => {
      calls += 1;
      const result = calls < 2 ? null : { score: 8, totalScore: 10, passScore: 6, passed: 0 as const, pending: false };
      return { serverNow: 1, exams: [exam({ result })], receivedAt: 1 };
    });
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('the page after submitting', () => {
  it('shows the result the acknowledgement carried, without asking again', () => {
    const result = { score: 8, totalScore: 10, passScore: 6, passed: 0 as const, pending: false };
    render(<ExamFinished attemptId={7} finish={{ reason: 'submitted', result }} />, { wrapper });
    expect(screen.getByTestId('exam-finished').textContent).toContain('Score 8 / 10 · Passed');
    expect(fetchMyExams).not.toHaveBeenCalled();
  });

  it('says the answers are being marked until the score, scored a moment after the acknowledgement, arrives', async () => {
    render(<ExamFinished attemptId={7} finish={{ reason: 'submitted', result: null }} />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('exam-finished').textContent).toContain('Your answers are being marked.'));
    await waitFor(() => expect(screen.getByTestId('exam-finished').textContent).toContain('Score 8 / 10 · Passed'), { timeout: 3_000 });
    expect(fetchMyExams).toHaveBeenCalledTimes(2);
  });
});

import { type CandidateExam, EXAM_STATUS } from '@kaoshi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import type * as api from './api';
import { fetchMyExams, MY_EXAMS_KEY } from './api';
import { ExamFinished } from './exam-finished';
import { ResultText } from './result-text';

vi.mock('./api', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), fetchMyExams: vi.fn() }));

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

const wrapperWith =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
const wrapper = ({ children }: { children: ReactNode }) => wrapperWith(new QueryClient())({ children });

/** The exam page renders every second (its countdown), and the finished page with it; here every 200 ms. */
function TickingExamPage() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 200);
    return () => clearInterval(timer);
  }, []);
  return <ExamFinished attemptId={7} finish={{ reason: 'submitted', result: null }} />;
}

describe('the page after submitting', () => {
  it('shows the result the acknowledgement carried, without asking again', () => {
    const result = { score: 8, totalScore: 10, passScore: 6, passed: 0 as const, pending: false };
    render(<ExamFinished attemptId={7} finish={{ reason: 'submitted', result }} />, { wrapper });
    expect(screen.getByTestId('exam-finished').textContent).toContain('Score 8 / 10 · Passed');
    expect(fetchMyExams).not.toHaveBeenCalled();
  });

  it('shows a pending result (a written task unmarked) as being marked, never its objective part as a score', async () => {
    const pending = { score: 13, totalScore: 23, passScore: 14, passed: 1 as const, pending: true };
    render(<ExamFinished attemptId={7} finish={{ reason: 'submitted', result: pending }} />, { wrapper });
    const text = screen.getByTestId('exam-finished').textContent;
    expect(text).toContain('Your answers are being marked.');
    expect(text).not.toMatch(/13|Score|Not passed/);
    expect(fetchMyExams).not.toHaveBeenCalled();
    cleanup();

    // The same on /kaoshi's exam card.
    render(<ResultText exam={exam({ result: pending })} />, { wrapper });
    expect(screen.queryByTestId('exam-result')).toBeNull();
    expect(screen.getByText('Your answers are being marked.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/13|Score|Not passed/);
  });

  it('says the answers are being marked while the list has only a pending result, without asking again and again', async () => {
    vi.mocked(fetchMyExams).mockImplementation(async () => ({
      serverNow: 1,
      exams: [exam({ result: { score: 13, totalScore: 23, passScore: 14, passed: 1, pending: true } })],
      receivedAt: 1,
    }));
    render(<ExamFinished attemptId={7} finish={{ reason: 'submitted', result: null }} />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('exam-finished').textContent).toContain('Your answers are being marked.'));
    expect(screen.getByTestId('exam-finished').textContent).not.toContain('13');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fetchMyExams).toHaveBeenCalledTimes(1);
  });

  it('says the answers are being marked until the score, scored a moment after the acknowledgement, arrives', async () => {
    render(<ExamFinished attemptId={7} finish={{ reason: 'submitted', result: null }} />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('exam-finished').textContent).toContain('Your answers are being marked.'));
    await waitFor(() => expect(screen.getByTestId('exam-finished').textContent).toContain('Score 8 / 10 · Passed'), { timeout: 3_000 });
    expect(fetchMyExams).toHaveBeenCalledTimes(2);
  });

  it('asks again on time while the page around it keeps rendering', async () => {
    render(<TickingExamPage />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('exam-finished').textContent).toContain('Your answers are being marked.'));
    await waitFor(() => expect(screen.getByTestId('exam-finished').textContent).toContain('Score 8 / 10 · Passed'), { timeout: 3_000 });
  });

  it("counts its asks from its own first, not the list's fetches before the exam", async () => {
    const client = new QueryClient();
    for (let fetched = 0; fetched < 12; fetched += 1)
      client.setQueryData(MY_EXAMS_KEY, { serverNow: 1, exams: [exam({ status: EXAM_STATUS.IN_PROGRESS })], receivedAt: 1 });
    render(<ExamFinished attemptId={7} finish={{ reason: 'submitted', result: null }} />, { wrapper: wrapperWith(client) });
    await waitFor(() => expect(screen.getByTestId('exam-finished').textContent).toContain('Score 8 / 10 · Passed'), { timeout: 3_000 });
  });
});

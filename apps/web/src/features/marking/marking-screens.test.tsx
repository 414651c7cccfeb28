import type { AnswerSheet, MarkingCandidate } from '@kaoshi/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import { fetchAnswerSheet, holdAttempt, listMarkingCandidates, releaseOnLeave, scoreAnswer } from './api';
import ExaminationReadPage from './examination-read-page';
import { MarkingTab } from './marking-tab';

vi.mock('../../components/publication-picker/api', () => ({
  listPublicationOptions: vi.fn(async () => [
    { publicationId: 9, name: 'Welder theory', kind: 'normal', state: 'closed', startsAt: 0, endsAt: 1 },
  ]),
}));
vi.mock('./api', () => ({
  listMarkingCandidates: vi.fn(),
  fetchAnswerSheet: vi.fn(),
  answerSheetKey: (attemptId: number) => ['answerSheet', attemptId],
  holdAttempt: vi.fn(),
  releaseOnLeave: vi.fn(),
  scoreAnswer: vi.fn(),
  correctAnswerKey: vi.fn(),
  listRescoreLog: vi.fn(async () => []),
  fetchStaffScoreReport: vi.fn(),
}));

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const candidate = (fields: Partial<MarkingCandidate>): MarkingCandidate => ({
  studentId: 1,
  username: 'S000001',
  name: 'Alice',
  className: 'Welders',
  attemptId: 11,
  status: 0,
  objectiveScore: 8,
  manualScore: null,
  gradingState: 0,
  finalScore: null,
  passed: null,
  submittedAt: Date.UTC(2030, 2, 4, 10),
  gradingBy: null,
  absent: false,
  ...fields,
});

// The limits only catch hangs: with antd's styles out of jsdom (renderPage) the slowest of these
// took 12 s with the 2-core machine's load average at 24 (73 s with the styles in).
const HANG = { timeout: 60_000 };

describe('the marking tab', HANG, () => {
  it('lists every candidate with grading state, offers Mark for finished attempts and the report for graded ones', async () => {
    vi.mocked(listMarkingCandidates).mockResolvedValue({
      total: 5,
      list: [
        candidate({}),
        candidate({ studentId: 2, username: 'S000002', name: 'Bruno', attemptId: 12, gradingState: 1, gradingBy: 'Mia Marker' }),
        candidate({
          studentId: 3,
          username: 'S000003',
          name: 'Chen',
          attemptId: 13,
          gradingState: 2,
          manualScore: 7.5,
          finalScore: 15.5,
          passed: 0,
        }),
        candidate({
          studentId: 4,
          username: 'S000004',
          name: 'Dana',
          attemptId: null,
          status: 3,
          objectiveScore: null,
          submittedAt: null,
          absent: true,
        }),
        candidate({
          studentId: 5,
          username: 'S000005',
          name: 'Emil',
          attemptId: null,
          status: 3,
          objectiveScore: null,
          submittedAt: null,
          absent: false,
        }),
      ],
    });
    const router = renderPage(<MarkingTab />, '/examPublishManage/examinationSituation');
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await rowOf('Alice')).getByText('Not graded')).toBeTruthy();
    expect(within(await rowOf('Bruno')).getByText('Grading by Mia Marker')).toBeTruthy();
    const chen = await rowOf('Chen');
    expect(within(chen).getByText('Graded')).toBeTruthy();
    expect(within(chen).getByText('15.5')).toBeTruthy();
    expect(within(chen).getByText('Pass')).toBeTruthy();
    expect(within(chen).getByRole('button', { name: /Score report/ })).toBeTruthy();
    const dana = await rowOf('Dana');
    expect(within(dana).getByText('Absent')).toBeTruthy();
    expect(within(dana).queryByRole('button')).toBeNull();
    // No attempt while the window is still open: not started, not absent.
    expect(within(await rowOf('Emil')).getByText('Not started')).toBeTruthy();
    expect(within(await rowOf('Alice')).queryByRole('button', { name: /Score report/ })).toBeNull();
    expect(listMarkingCandidates).toHaveBeenCalledWith(expect.objectContaining({ publicationId: 9, page: 1 }));

    fireEvent.click(within(await rowOf('Alice')).getByRole('button', { name: /Mark/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/examinationRead?attemptId=11');
  });

  it('applies the filters on "query"', async () => {
    vi.mocked(listMarkingCandidates).mockResolvedValue({ total: 0, list: [] });
    renderPage(<MarkingTab />, '/');
    expect(await screen.findByText('No candidates match.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account or name'), { target: { value: 'S0001' } });
    fireEvent.click(screen.getByRole('button', { name: /Query/ }));
    await waitFor(() =>
      expect(listMarkingCandidates).toHaveBeenLastCalledWith(expect.objectContaining({ publicationId: 9, keyword: 'S0001', page: 1 })),
    );
  });
});

const SHEET: AnswerSheet = {
  attemptId: 11,
  publicationId: 9,
  publicationName: 'Welder theory',
  studentId: 1,
  username: 'S000001',
  name: 'Alice',
  status: 0,
  submittedAt: 0,
  totalScore: 12,
  passScore: 6,
  objectiveScore: 2,
  manualScore: null,
  gradingState: 1,
  finalScore: null,
  passed: null,
  serverNow: 0,
  hold: { examinerId: 5, examinerName: 'Mia Marker', expiresAt: Date.UTC(2030, 2, 4, 10, 15) },
  questions: [
    {
      questionId: 31,
      type: 0,
      stem: '<p>Which gas?</p>',
      linkUrl: '',
      score: 2,
      answer: ['B'],
      explanation: '',
      choices: ['A'],
      text: '',
      earned: 0,
      comment: '',
      options: [
        { key: 'B', content: 'Argon' },
        { key: 'A', content: 'Oxygen' },
      ],
    },
    {
      questionId: 32,
      type: 3,
      stem: '<p>Weld the joint</p>',
      options: [],
      linkUrl: 'https://example.com/task',
      score: 10,
      answer: [],
      explanation: '',
      choices: [],
      text: 'Photos uploaded',
      earned: null,
      comment: '',
    },
  ],
};

describe('the answer sheet', HANG, () => {
  it("is read-only, naming the examiner and the hold's end, when another examiner holds it", async () => {
    vi.mocked(fetchAnswerSheet).mockResolvedValue(SHEET);
    vi.mocked(holdAttempt).mockResolvedValue({ kind: 'refused', message: 'Mia Marker is marking this attempt.' });
    renderPage(<ExaminationReadPage />, '/examinationRead?attemptId=11');
    expect((await screen.findByTestId('hold-banner')).textContent).toMatch(/Mia Marker is marking this attempt until 2030-03-04 \d\d:15/);
    expect(screen.getByLabelText('Score (0 – 10)')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Save score/ })).toBeNull();
    // The candidate's answer against the key, in the letters the candidate saw.
    expect(screen.getByTestId('sheet-question-31').textContent).toMatch(/Candidate’s answer: B · Key: A/);
    expect(screen.getByText('Wrong')).toBeTruthy();
    expect(screen.getByText('Photos uploaded')).toBeTruthy();
  });

  it('scores a task within 0..max in steps of 0.5 once held, and shows the graded result', async () => {
    vi.mocked(fetchAnswerSheet).mockResolvedValue({ ...SHEET, hold: null });
    const mine = { examinerId: 1, examinerName: 'Me', expiresAt: Date.UTC(2030, 2, 4, 10, 30) };
    vi.mocked(holdAttempt).mockResolvedValue({
      kind: 'held',
      state: { attemptId: 11, objectiveScore: 2, manualScore: null, gradingState: 1, finalScore: null, passed: null, hold: mine },
    });
    vi.mocked(scoreAnswer).mockResolvedValue({
      attemptId: 11,
      objectiveScore: 2,
      manualScore: 7.5,
      gradingState: 2,
      finalScore: 9.5,
      passed: 0,
      hold: mine,
    });
    renderPage(<ExaminationReadPage />, '/examinationRead?attemptId=11');
    expect((await screen.findByTestId('hold-banner')).textContent).toMatch(/You are marking this attempt/);
    const input = screen.getByLabelText('Score (0 – 10)');
    expect(input.getAttribute('aria-valuemax')).toBe('10');
    expect(input.getAttribute('aria-valuemin')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: /Save score/ }));
    expect(await screen.findByText('Enter a score.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2.25' } });
    expect(await screen.findByText('The score must be a multiple of 0.5.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Save score/ }));
    // Over the maximum or negative: an error, kept as typed (never clamped to 10), nothing saved.
    for (const typed of ['12', '-1']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      fireEvent.click(screen.getByRole('button', { name: /Save score/ }));
      expect(await screen.findByText('The score must be between 0 and 10.')).toBeTruthy();
      expect(Number((input as HTMLInputElement).value)).toBe(Number(typed));
    }
    expect(scoreAnswer).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '7.5' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Clean bead' } });
    fireEvent.click(screen.getByRole('button', { name: /Save score/ }));
    await waitFor(() => expect(scoreAnswer).toHaveBeenCalledWith(11, 32, 7.5, 'Clean bead'));
    await waitFor(() => expect(screen.getByTestId('final-score').textContent).toBe('9.5'));
    expect(screen.getByTestId('grading-state').textContent).toContain('Graded');
    expect(screen.getByTestId('passed').textContent).toBe('Pass');
  });

  it('releases the hold when the page is left', async () => {
    vi.mocked(fetchAnswerSheet).mockResolvedValue(SHEET);
    vi.mocked(holdAttempt).mockResolvedValue({ kind: 'refused', message: '' });
    renderPage(<ExaminationReadPage />, '/examinationRead?attemptId=11');
    await screen.findByTestId('hold-banner');
    cleanup();
    expect(releaseOnLeave).toHaveBeenCalledWith(11);
  });
});

import type { ClassRanking } from '@kaoshi/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import { fetchClassRanking, fetchPassStatistics } from './api';
import ClassRankingPage from './class-ranking-page';
import PassStatisticsPage from './pass-statistics-page';

vi.mock('../../lib/org-options', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchOrgOptions: vi.fn(async () => []),
}));
vi.mock('./api', () => ({
  listPublicationOptions: vi.fn(async () => [
    { publicationId: 9, name: 'Welder theory', kind: 'normal', state: 'closed', startsAt: 0, endsAt: 1 },
  ]),
  fetchClassRanking: vi.fn(),
  fetchPassStatistics: vi.fn(),
  fetchItemAnalysis: vi.fn(async () => []),
  fetchKnowledgeMastery: vi.fn(async () => []),
  fetchSupplementaryStatistics: vi.fn(),
}));

const row = (rank: number, username: string, score: number, passed: number) => ({
  rank,
  studentId: username.charCodeAt(0),
  username,
  name: username.toUpperCase(),
  classId: 1,
  className: 'Spring',
  publicationId: 9,
  score,
  totalScore: 100,
  timeUsedMs: 3_725_000,
  passed,
});
const RANKING: ClassRanking = {
  rows: [row(1, 'ada', 100, 0), row(2, 'bo', 75, 0), row(2, 'cy', 75, 0), row(4, 'dee', 25.5, 1)],
  summary: { count: 4, unit: 'points', mean: 68.875, median: 75, sd: 27.1, highest: 100, lowest: 25.5 },
  distribution: Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10, count: i === 2 ? 1 : 0 })),
};

beforeAll(stubMatchMedia);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// The first render loads antd's table and ECharts: slow on a busy machine.
describe('ranking per batch', { timeout: 20_000 }, () => {
  it('asks for the linked filter and shows the ranking with its summary, in the server’s rank order', async () => {
    vi.mocked(fetchClassRanking).mockResolvedValue(RANKING);
    renderPage(<ClassRankingPage />, '/examAnalysis/examClassRanking?schoolId=3&departmentId=4&publicationId=9');
    const rows = await screen.findAllByRole('row');
    expect(fetchClassRanking).toHaveBeenCalledWith({ schoolId: 3, publicationId: 9 });
    const body = rows.slice(1).map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(body.map((cells) => cells[0])).toEqual(['1', '2', '2', '4']);
    expect(body[3]).toEqual(['4', 'dee', 'DEE', 'Spring', 'Welder theory', '25.5 / 100', '1:02:05', 'Fail']);
    const figure = (name: string) => screen.getByTestId(`summary-${name}`).querySelector('.ant-statistic-content')!.textContent;
    expect(figure('mean')).toBe('68.88');
    expect(figure('lowest')).toBe('25.5');
    expect(figure('count')).toBe('4');
  });

  it('says so when nobody has been marked yet', async () => {
    vi.mocked(fetchClassRanking).mockResolvedValue({
      rows: [],
      summary: { count: 0, unit: 'points', mean: null, median: null, sd: null, highest: null, lowest: null },
      distribution: [],
    });
    renderPage(<ClassRankingPage />, '/examAnalysis/examClassRanking');
    expect(await screen.findByText('No marked attempts yet for this selection.')).toBeTruthy();
  });

  it('asks for an exam before analysing questions', async () => {
    vi.mocked(fetchClassRanking).mockResolvedValue(RANKING);
    renderPage(<ClassRankingPage />, '/examAnalysis/examClassRanking?tab=items');
    expect(await screen.findByText('Choose an exam above to analyse its questions.')).toBeTruthy();
  });
});

describe('failed statistics', { timeout: 20_000 }, () => {
  it('offers a retry when the figures fail to load', async () => {
    vi.mocked(fetchPassStatistics).mockRejectedValueOnce(new Error('down')).mockResolvedValue({ rows: [], failed: [] });
    renderPage(<PassStatisticsPage />, '/examAnalysis/isPassStatistics');
    (await screen.findByRole('button', { name: /Retry/ })).click();
    expect(await screen.findByText('No published exams with batches for this selection.')).toBeTruthy();
  });
});

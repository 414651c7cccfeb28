import type { ClassRanking } from '@kaoshi/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import { fetchClassRanking, fetchItemAnalysis, fetchPassStatistics } from './api';
import { ItemAnalysisTab } from './item-analysis-tab';
import PassStatisticsPage from './pass-statistics-page';
import { RankingTab } from './ranking-tab';

vi.mock('../../lib/org-options', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchOrgOptions: vi.fn(async () => []),
}));
// The chart's figures are charts.test.ts's; ECharts itself is drawn in the browser suite (e2e/tests/analysis.spec.ts).
vi.mock('../../components/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
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

// The tabs alone, not the whole page: the linked filter is filter-url.test.ts's and
// use-analysis-filter.test.tsx's, and the page as a whole is the browser suite's (analysis.spec.ts).
const PUBLICATION_NAMES = new Map([[9, 'Welder theory']]);

// The limits only catch hangs: the slowest of these took 9 s with the 2-core machine's load
// average at 23 (37 s, over its limit, rendering the whole page with antd's styles in jsdom).
const HANG = { timeout: 60_000 };

describe('ranking per batch', HANG, () => {
  it('asks for the filter and shows the ranking with its summary, in the server’s rank order', async () => {
    vi.mocked(fetchClassRanking).mockResolvedValue(RANKING);
    renderPage(<RankingTab params={{ schoolId: 3, publicationId: 9 }} publicationNames={PUBLICATION_NAMES} />);
    const rows = await screen.findAllByRole('row');
    expect(fetchClassRanking).toHaveBeenCalledWith({ schoolId: 3, publicationId: 9 });
    expect(screen.getByRole('img', { name: 'Score distribution (share of the total)' })).toBeTruthy();
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
    renderPage(<RankingTab params={{}} publicationNames={PUBLICATION_NAMES} />);
    expect(await screen.findByText('No marked attempts yet for this selection.')).toBeTruthy();
  });

  it('asks for an exam before analysing questions', async () => {
    renderPage(<ItemAnalysisTab params={{ schoolId: 3 }} />);
    expect(await screen.findByText('Choose an exam above to analyse its questions.')).toBeTruthy();
    expect(fetchItemAnalysis).not.toHaveBeenCalled();
  });
});

describe('failed statistics', HANG, () => {
  it('offers a retry when the figures fail to load', async () => {
    vi.mocked(fetchPassStatistics).mockRejectedValueOnce(new Error('down')).mockResolvedValue({ rows: [], failed: [] });
    renderPage(<PassStatisticsPage />, '/examAnalysis/isPassStatistics');
    (await screen.findByRole('button', { name: /Retry/ })).click();
    expect(await screen.findByText('No published exams with batches for this selection.')).toBeTruthy();
  });
});

import { API, CONSOLE_ROUTES, type Dashboard, filterRoutes } from '@kaoshi/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import '../../i18n';
import { request } from '../../lib/http';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import DashboardPage from './dashboard-page';

vi.mock('../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const HOUR = 3_600_000;
// The server's clock runs a day ahead of the browser's: relative times must follow the server.
const SERVER_NOW = Date.now() + 24 * HOUR;

const FULL: Dashboard = {
  serverNow: SERVER_NOW,
  counts: { projects: 3, candidates: 120, questions: 450, examsOpenNow: 1 },
  upcoming: [{ publicationId: 11, name: 'Welder theory', startsAt: SERVER_NOW + 2 * HOUR, endsAt: SERVER_NOW + 3.5 * HOUR }],
  running: [
    {
      publicationId: 12,
      name: 'Electrician practice',
      startsAt: SERVER_NOW - HOUR,
      endsAt: SERVER_NOW + 30 * 60_000,
      online: 7,
      sitting: 9,
    },
  ],
  recentPassRates: [
    { publicationId: 13, name: 'Spring exam', startsAt: 0, endsAt: 1, sat: 8, passed: 5, passRate: 0.625 },
    { publicationId: 14, name: 'Nobody came', startsAt: 2, endsAt: 3, sat: 0, passed: 0, passRate: null },
  ],
};
const NOTHING: Dashboard = {
  serverNow: SERVER_NOW,
  counts: { projects: null, candidates: null, questions: null, examsOpenNow: null },
  upcoming: null,
  running: null,
  recentPassRates: null,
};

function signIn(roles: string[], permissions: string[]) {
  session.set({
    status: 'ready',
    permissions,
    routes: filterRoutes(CONSOLE_ROUTES, { roles, permissions }),
    user: {
      id: 1,
      username: 'ann',
      nickName: 'Ann Lee',
      avatar: '',
      introduction: '',
      roles,
      roleNames: ['Examiner'],
      userType: 1,
      className: '',
      departmentName: '',
      email: '',
      remoteLogin: 1,
      resourceUrl: '',
      classId: null,
    },
  });
}

function renderDashboard(dashboard: Dashboard) {
  vi.mocked(request).mockResolvedValue(dashboard);
  return renderPage(<DashboardPage />, '/dashboard');
}

beforeAll(stubMatchMedia);
beforeEach(() => signIn(['SUPER_ADMIN'], []));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

// antd renders the whole page in jsdom; on a busy machine that takes seconds.
describe('dashboard', { timeout: 20_000 }, () => {
  it('asks the overview and shows every part the server sent', async () => {
    renderDashboard(FULL);
    expect(screen.getByTestId('dashboard-loading')).toBeTruthy();
    expect(await screen.findByTestId('count-projects')).toBeTruthy();
    expect(request).toHaveBeenCalledWith({ url: API.dashboard, method: 'GET' });

    expect(screen.getByText('Welcome, Ann Lee')).toBeTruthy();
    expect(screen.getByTestId('dashboard-roles').textContent).toBe('Your roles: Examiner');
    for (const [key, value] of [
      ['projects', '3'],
      ['candidates', '120'],
      ['questions', '450'],
      ['examsOpenNow', '1'],
    ]) {
      expect(screen.getByTestId(`count-${key}`).textContent).toContain(value);
    }

    const upcoming = within(screen.getByTestId('dashboard-upcoming'));
    expect(upcoming.getByText('Welder theory')).toBeTruthy();
    expect(upcoming.getByText('in 2 hours')).toBeTruthy();
    expect(upcoming.getByText(/Duration: 1 hr 30 min/)).toBeTruthy();

    const running = within(screen.getByTestId('running-12'));
    expect(running.getByText('Electrician practice')).toBeTruthy();
    expect(running.getByTestId('running-online').textContent).toBe('Online: 7');
    expect(running.getByTestId('running-sitting').textContent).toBe('Sitting: 9');
    expect(running.getByText(/ends in 30 minutes/)).toBeTruthy();

    const table = within(screen.getByTestId('pass-rate-table'));
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // Newest first in the table; nobody sat → no rate rather than 0 %.
    expect(rows).toEqual(['Nobody came00—', 'Spring exam8562.5%']);
    expect(screen.getByLabelText('Pass rate of those who sat, per exam, in percent').getAttribute('role')).toBe('img');
  });

  it('leaves out every part that is null, the welcome line stays', async () => {
    renderDashboard(NOTHING);
    await waitFor(() => expect(screen.queryByTestId('dashboard-loading')).toBeNull());
    expect(screen.getByTestId('dashboard-roles')).toBeTruthy();
    expect(screen.queryByTestId(/^count-/)).toBeNull();
    expect(screen.queryByTestId('dashboard-upcoming')).toBeNull();
    expect(screen.queryByTestId('dashboard-running')).toBeNull();
    expect(screen.queryByTestId('dashboard-pass-rates')).toBeNull();
    expect(screen.queryByText('Opening soon')).toBeNull();
  });

  it('draws only the parts present, with a friendly note for an empty list', async () => {
    renderDashboard({ ...NOTHING, counts: { ...NOTHING.counts, questions: 0 }, upcoming: [], recentPassRates: [] });
    expect(await screen.findByTestId('count-questions')).toBeTruthy();
    expect(screen.queryByTestId('count-projects')).toBeNull();
    expect(within(screen.getByTestId('dashboard-upcoming')).getByText('No exam opens in the next 7 days.')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-pass-rates')).getByText('No exam has closed yet.')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-running')).toBeNull();
  });

  it('links a card to its screen only when the user may open that screen', async () => {
    // A teacher holds MARKINGPAPERS but not the SUPER role the exam-publishing menu needs.
    signIn(['TEACHER'], ['SCHOOL', 'SCHOOL-SCHOOLMANAGE', 'MARKINGPAPERS', 'PUBLISH-MANAGE']);
    renderDashboard(FULL);
    await screen.findByTestId('count-projects');
    expect(screen.getByLabelText('Open Exam projects').getAttribute('href')).toBe('/school/schoolManage');
    expect(screen.getByTestId('count-candidates')).toBeTruthy();
    expect(screen.queryByLabelText('Open Candidates')).toBeNull();
    expect(screen.queryByLabelText('Open Exams open now')).toBeNull();
    expect(screen.getByTestId('running-12')).toBeTruthy();
    expect(screen.queryByLabelText('Watch Electrician practice live')).toBeNull();
  });

  it('opens the live view on the running exam chosen', async () => {
    const router = renderDashboard(FULL);
    fireEvent.click(await screen.findByLabelText('Watch Electrician practice live'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/examPublishManage/examinationSituation?publicationId=12');
  });

  it('links each count to its screen', async () => {
    renderDashboard(FULL);
    await screen.findByTestId('count-projects');
    const links = {
      'Exam projects': '/school/schoolManage',
      Candidates: '/baseData/examStudent',
      Questions: '/baseData/index',
      'Exams open now': '/examPublishManage/examinationSituation',
    };
    for (const [name, path] of Object.entries(links)) expect(screen.getByLabelText(`Open ${name}`).getAttribute('href')).toBe(path);
  });

  it('refreshes on demand and every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderDashboard(FULL);
      await screen.findByTestId('count-projects');
      expect(request).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByText('Refresh'));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
      await vi.advanceTimersByTimeAsync(30_000);
      await waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the overview cannot be loaded', async () => {
    vi.mocked(request).mockRejectedValue(new Error('Server down'));
    renderPage(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Server down')).toBeTruthy();
  });
});

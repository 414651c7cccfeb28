import type { PublicationOption } from '@kaoshi/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import '../../i18n';
import { listPublicationOptions } from '../../components/publication-picker/api';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import { LiveTab } from './live-tab';
import { useLiveView } from './use-live-view';

vi.mock('../../components/publication-picker/api', () => ({ listPublicationOptions: vi.fn() }));
vi.mock('./use-live-view', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveView: vi.fn(() => ({ rows: [], loading: false, connection: 'open', offset: 0 })),
}));

const HOUR = 3_600_000;
const now = Date.now();
const option = (publicationId: number, name: string, state: PublicationOption['state'], startsAt: number, endsAt: number) =>
  ({ publicationId, name, kind: 'normal', state, startsAt, endsAt }) as PublicationOption;
// As the server lists them, latest window first: tomorrow's exam was published last.
const TOMORROW = option(3, 'Tomorrow: welding theory', 'published', now + 24 * HOUR, now + 26 * HOUR);
const RUNNING = option(2, 'Now: electrician theory', 'open', now - HOUR, now + HOUR);
const YESTERDAY = option(1, 'Yesterday: plumbing', 'closed', now - 24 * HOUR, now - 22 * HOUR);

const watched = () => vi.mocked(useLiveView).mock.lastCall?.[0];

beforeAll(stubMatchMedia);
beforeEach(() => {
  localStorage.clear();
  vi.mocked(useLiveView).mockClear();
  vi.mocked(listPublicationOptions).mockResolvedValue([TOMORROW, RUNNING, YESTERDAY]);
});
afterEach(cleanup);

it('opens on the exam running now, not the newest publication nor the one remembered from yesterday, and names it in the address', async () => {
  localStorage.setItem('live.publicationId', String(YESTERDAY.publicationId));
  const router = renderPage(<LiveTab />, '/examPublishManage/examinationSituation');
  await waitFor(() => expect(router.state.location.search).toBe('?publicationId=2'));
  expect(watched()).toBe(RUNNING.publicationId);
  expect(document.querySelector('.live-picker')?.textContent).toContain(RUNNING.name);
});

it("keeps the proctor's choice from the address, whatever is published or remembered meanwhile", async () => {
  const router = renderPage(<LiveTab />, '/examPublishManage/examinationSituation?publicationId=1');
  await waitFor(() => expect(watched()).toBe(YESTERDAY.publicationId));

  // The proctor picks the running exam: the address follows.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Exam' }));
  fireEvent.click((await screen.findAllByTitle(RUNNING.name)).find((node) => node.classList.contains('ant-select-item'))!);
  await waitFor(() => expect(router.state.location.search).toBe('?publicationId=2'));
  expect(watched()).toBe(RUNNING.publicationId);

  // Another screen remembers another exam and a newer one is published: the view stays.
  localStorage.setItem('live.publicationId', String(TOMORROW.publicationId));
  vi.mocked(listPublicationOptions).mockResolvedValue([option(4, 'Just published', 'open', now - 1000, now + HOUR), TOMORROW, RUNNING]);
  await router.navigate('/examPublishManage/examinationSituation?publicationId=2');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(watched()).toBe(RUNNING.publicationId);
  expect(router.state.location.search).toBe('?publicationId=2');
});

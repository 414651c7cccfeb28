import { StyleProvider } from '@ant-design/cssinjs';
import { REGISTRATION_STATUS, type RegistrationList, type RegistrationRecord, type RegistrationStatus } from '@kaoshi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../../i18n';
import { screenWidth } from '../../test-support/match-media';
import { approveRegistrations, fetchRegistrations } from './api';
import ReviewPage from './review-page';

vi.mock('../../lib/org-options', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchOrgOptions: vi.fn(async () => []),
}));
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchRegistrations: vi.fn(),
  approveRegistrations: vi.fn(),
}));

/** The server's queue: two applications under review until the batch approval passes them. */
const statuses = new Map<number, RegistrationStatus>([
  [1, REGISTRATION_STATUS.UNDER_REVIEW],
  [2, REGISTRATION_STATUS.UNDER_REVIEW],
]);
const record = (registrationId: number) =>
  ({
    registrationId,
    name: `考生${registrationId}`,
    username: `c${registrationId}`,
    idNumber: '',
    className: '春季批次',
    subjectName: '焊工',
    status: statuses.get(registrationId)!,
    submittedAt: 1,
    duplicates: { idNumberOnOtherAccount: false, sameIdNumber: [], sameNameAndBirth: [] },
  }) as unknown as RegistrationRecord;

beforeAll(async () => {
  // A desktop: the queue's wide columns (status among them) show.
  screenWidth(1440);
  await i18n.changeLanguage('zh');
  vi.mocked(fetchRegistrations).mockImplementation(async (params) => {
    const all = [...statuses.keys()].map(record);
    const list = all.filter((row) => params.status === undefined || row.status === Number(params.status));
    const counts = Object.fromEntries([0, 1, 2, 3, 4, 5].map((status) => [status, all.filter((row) => row.status === status).length]));
    return { list, total: list.length, counts } as RegistrationList;
  });
  vi.mocked(approveRegistrations).mockImplementation(async (ids) => {
    for (const id of ids) statuses.set(id, REGISTRATION_STATUS.PASSED);
    return null;
  });
});
afterEach(cleanup);

it('after a batch approval every view of the queue shows the new statuses and counts, not only the one on screen', async () => {
  // The console's client keeps a list fresh for 10 s (app/providers.tsx).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
  render(
    <QueryClientProvider client={client}>
      <StyleProvider mock="server">
        <App>
          <MemoryRouter>
            <ReviewPage />
          </MemoryRouter>
        </App>
      </StyleProvider>
    </QueryClientProvider>,
  );
  const counts = await screen.findByTestId('registration-counts');
  await waitFor(() => expect(counts.textContent).toContain('审核中：2'));
  // The reviewer looks at the under-review view, then back at all.
  fireEvent.click(within(counts).getByText('审核中：2'));
  await waitFor(() => expect(fetchRegistrations).toHaveBeenLastCalledWith(expect.objectContaining({ status: 1 })));
  fireEvent.click(within(counts).getByText('全部'));
  await waitFor(() => expect(screen.getAllByText('审核中', { selector: '.ant-tag' })).toHaveLength(2));

  fireEvent.click(screen.getAllByRole('checkbox')[0]!);
  fireEvent.click(await screen.findByRole('button', { name: '批量通过（2）' }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(approveRegistrations).toHaveBeenCalledWith([1, 2]));
  await waitFor(() => expect(screen.getAllByText('审核通过', { selector: '.ant-tag' })).toHaveLength(2));
  expect(counts.textContent).toContain('审核中：0');

  // The under-review view seen before the approval is not shown from the cache with its old rows.
  fireEvent.click(within(counts).getByText('审核中：0'));
  await waitFor(() => expect(counts.textContent).toContain('审核通过：2'));
  await waitFor(() => expect(screen.queryAllByText('审核中', { selector: '.ant-tag' })).toHaveLength(0));
  expect(counts.textContent).toContain('审核中：0');
});

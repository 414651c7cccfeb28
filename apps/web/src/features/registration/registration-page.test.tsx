import { REGISTRATION_STATUS, type RegistrationRecord, type RegistrationStatus } from '@kaoshi/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../../i18n';
import { renderPage } from '../../test-support/render-page';
import type * as api from './api';
import { fetchMyRegistrations, fetchOpenBatches } from './api';
import RegistrationPage from './registration-page';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchOpenBatches: vi.fn(),
  fetchMyRegistrations: vi.fn(),
  fetchMyInvitations: vi.fn(async () => []),
}));

const application = (registrationId: number, status: RegistrationStatus, reason: string) =>
  ({
    registrationId,
    classId: registrationId,
    className: `批次 ${registrationId}`,
    subjectName: '焊工',
    status,
    reason,
    submittedAt: 1,
    updatedAt: 1,
  }) as RegistrationRecord;

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

it('tells a returned application from a final refusal: only the returned one offers 修改后重新提交', async () => {
  const open = (classId: number) => ({
    classId,
    name: `批次 ${classId}`,
    code: '',
    subjectName: '焊工',
    level: 3,
    registrationOpensAt: 0,
    registrationClosesAt: 9e12,
    plannedExamDate: null,
  });
  vi.mocked(fetchOpenBatches).mockResolvedValue([open(1), open(2)]);
  vi.mocked(fetchMyRegistrations).mockResolvedValue([
    application(1, REGISTRATION_STATUS.RETURNED, '照片不清晰。'),
    application(2, REGISTRATION_STATUS.FAILED, '不符合报考条件。'),
  ]);
  renderPage(<RegistrationPage />);
  const returned = await screen.findByTestId('my-registration-1');
  expect(returned.textContent).toContain('退回修改');
  expect(returned.textContent).toContain('原因：照片不清晰。');
  expect(within(returned).getByRole('button', { name: '修改后重新提交' })).toBeTruthy();

  const refused = screen.getByTestId('my-registration-2');
  expect(refused.textContent).toContain('审核未通过');
  expect(refused.textContent).toContain('原因：不符合报考条件。');
  expect(refused.textContent).toContain('该结论为最终结论，不能重新提交此报名。');
  expect(within(refused).queryByRole('button')).toBeNull();
});

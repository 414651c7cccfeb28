import { API, REGISTRATION_STATUS, type RegistrationRecord, type RegistrationStatus } from '@kaoshi/contracts';
import { cleanup, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { request } from '../../lib/http';
import { renderPage } from '../../test-support/render-page';
import NoBatch, { noBatchTextReady } from './no-batch';

vi.mock('../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const application = (status: RegistrationStatus, reason: string, updatedAt: number) =>
  ({ registrationId: updatedAt, classId: 1, className: 'Welders 2026-2', status, reason, updatedAt }) as RegistrationRecord;

function answer(rows: RegistrationRecord[]) {
  vi.mocked(request).mockImplementation(async (config) => {
    expect(config.url).toBe(API.myRegistrations);
    return rows as never;
  });
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  await noBatchTextReady();
});
afterEach(cleanup);

/** /kaoshi for a candidate in no batch: the latest decision about their application, with its reason. */
describe('NoBatch', () => {
  it('says an application was returned for changes, with the reason, and leads to correcting it', async () => {
    answer([application(REGISTRATION_STATUS.RETURNED, '身份证照片不清晰。', 2)]);
    renderPage(<NoBatch title="我的考试" />);
    expect(await screen.findByText(/被退回修改，请修改后重新提交/)).toBeTruthy();
    expect(screen.getByTestId('no-batch-reason').textContent).toBe('原因：身份证照片不清晰。');
    expect(screen.getByRole('link', { name: '修改后重新提交' })).toBeTruthy();
  });

  it('says a final refusal is final, with the reason, and the newest decision wins', async () => {
    answer([application(REGISTRATION_STATUS.RETURNED, '旧的原因', 1), application(REGISTRATION_STATUS.FAILED, '不符合报考条件。', 5)]);
    renderPage(<NoBatch title="我的考试" />);
    expect(await screen.findByText(/未通过审核。该结论为最终结论，不能重新提交/)).toBeTruthy();
    expect(screen.getByTestId('no-batch-reason').textContent).toBe('原因：不符合报考条件。');
    expect(screen.queryByRole('link', { name: '修改后重新提交' })).toBeNull();
  });

  it('without an application, points to applying', async () => {
    answer([]);
    renderPage(<NoBatch title="我的考试" />);
    expect(await screen.findByRole('link', { name: '申请报名' })).toBeTruthy();
    expect(screen.getByText(/请申请与您的工种和等级相符的开放批次/)).toBeTruthy();
  });
});

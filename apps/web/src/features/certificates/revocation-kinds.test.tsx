import type { CertificateEligibility, CertificateRecord } from '@kaoshi/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../../i18n';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import { revokeCertificate } from './api';
import { PassedCandidates } from './passed-candidates';
import { RevokeDialog } from './revoke-dialog';

vi.mock('./api', async (importOriginal) => ({ ...(await importOriginal<object>()), revokeCertificate: vi.fn(async () => ({})) }));

beforeAll(async () => {
  stubMatchMedia();
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const candidate = (studentId: number, name: string, revokedForFraud: { number: string; reason: string } | null) => ({
  studentId,
  username: `c${studentId}`,
  name,
  className: '春季批次',
  missing: [],
  practicalMissing: false,
  certificateNumber: null,
  revokedForFraud,
  eligible: revokedForFraud === null,
});

it('the issuing list says why a candidate whose certificate was revoked for fraud is not offered again', async () => {
  const report: CertificateEligibility = {
    publicationId: 1,
    publicationName: '焊工理论',
    subjectId: 1,
    subjectName: '焊工',
    resultsFinal: true,
    pendingAttempts: 0,
    counting: [{ publicationId: 1, name: '焊工理论' }],
    practicalValidityMonths: null,
    candidates: [candidate(1, '王芳', null), candidate(2, '李强', { number: 'WELD-2026-000004-7KQ2MX9RH', reason: '伪造工作年限证明' })],
  };
  renderPage(<PassedCandidates report={report} />);
  const barred = screen.getByRole('row', { name: /李强/ });
  expect(barred.textContent).toContain('证书 WELD-2026-000004-7KQ2MX9RH 因舞弊被撤销，不再发放');
  expect(barred.textContent).toContain('伪造工作年限证明');
  expect(barred.textContent).not.toContain('可发放');
  expect(within(barred).getByRole('checkbox')).toHaveProperty('disabled', true);
  expect(screen.getByRole('row', { name: /王芳/ }).textContent).toContain('可发放');
});

it('revoking asks why, with no default, and sends the kind chosen', async () => {
  const certificate = { certificateId: 7, number: 'WELD-2026-000001-AAAAAAAA0' } as CertificateRecord;
  renderPage(<RevokeDialog certificate={certificate} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '原因' }), { target: { value: '替考' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /撤\s*销/ }));
  expect(await within(dialog).findByText('请选择撤销类型。')).toBeTruthy();
  expect(revokeCertificate).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('radio', { name: '舞弊' }));
  fireEvent.click(within(dialog).getByRole('button', { name: /撤\s*销/ }));
  await waitFor(() => expect(revokeCertificate).toHaveBeenCalledWith(7, '替考', 'fraud'));
});

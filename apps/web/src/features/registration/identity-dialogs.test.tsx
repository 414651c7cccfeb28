import type { MemberActivation, RegistrationRecord } from '@kaoshi/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { renderPage } from '../../test-support/render-page';
import { screenWidth } from '../../test-support/match-media';
import { ActivationModal } from './activation-modal';
import ReviewPage from './review-page';
import type * as OrgOptions from '../../lib/org-options';

vi.mock('../../lib/org-options', async (original) => ({
  ...(await original<typeof OrgOptions>()),
  fetchOrgOptions: vi.fn(async () => []),
}));
vi.mock('./api', () => ({
  fetchRegistrations: vi.fn(async () => ({
    list: [APPLICATION],
    total: 1,
    counts: { 0: 0, 1: 1, 2: 0, 3: 0, 4: 0 },
  })),
  approveRegistrations: vi.fn(),
}));

afterEach(cleanup);

const ACTIVATIONS: MemberActivation[] = [
  { rowNumber: 2, name: 'Sima Xiangru', username: '110105199906123036', activationCode: 'ppaerb7ygp', expiresAt: Date.UTC(2030, 0, 1) },
  { rowNumber: 3, name: 'Li Na', username: '110105199809195118', activationCode: 'brdscmktys', expiresAt: Date.UTC(2030, 0, 1) },
];

describe('the activation codes shown once to the reviewer', { timeout: 60_000 }, () => {
  it('on a phone, holds each member in one column, so the code is on screen without scrolling sideways', async () => {
    screenWidth(390);
    renderPage(<ActivationModal activations={ACTIVATIONS} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Activation code']);
    const codes = within(dialog).getAllByTestId('activation-code');
    expect(codes.map((code) => code.textContent)).toEqual(['ppaerb7ygp', 'brdscmktys']);
    expect(within(dialog).getByText(/110105199906123036/)).toBeTruthy();
  });

  it('at 1440 px, a column each for row, name, username and code', async () => {
    screenWidth(1440);
    renderPage(<ActivationModal activations={ACTIVATIONS} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Row', 'Name', 'Username', 'Activation code']);
    expect(within(dialog).getAllByTestId('activation-code')).toHaveLength(2);
  });
});

const APPLICATION = {
  registrationId: 5,
  classId: 3,
  className: '2026 second welding batch (intermediate), evening classes',
  subjectId: 2,
  subjectName: 'Welder',
  studentId: 9,
  username: '13934434634',
  status: 1,
  name: 'Ouyang Nana',
  idNumber: '110105200401087207',
  submittedAt: Date.UTC(2030, 0, 1, 9),
  duplicates: {
    idNumberOnOtherAccount: false,
    sameIdNumber: [{ registrationId: 6, className: 'Third batch', status: 1 }],
    sameNameAndBirth: [],
  },
} as unknown as RegistrationRecord;

describe('the review queue', { timeout: 60_000 }, () => {
  it('on a phone, shows the duplicate mark, the status and the review button in one column', async () => {
    screenWidth(390);
    renderPage(<ReviewPage />);
    const row = (await screen.findByText('Ouyang Nana')).closest('tr')!;
    expect(within(row).getAllByRole('cell')).toHaveLength(2); // the tick and the whole application
    expect(within(row).getByText('Possible duplicates · 1')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Review' })).toBeTruthy();
  });

  it('at 1440 px, a column each, the account under the name and the review button last', async () => {
    screenWidth(1440);
    renderPage(<ReviewPage />);
    const row = (await screen.findByText('Ouyang Nana')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(9);
    expect(within(cells[1]!).getByText('13934434634')).toBeTruthy();
    expect(within(cells[5]!).getByText('Possible duplicates · 1')).toBeTruthy();
    expect(within(cells[8]!).getByRole('button', { name: 'Review' })).toBeTruthy();
  });
});

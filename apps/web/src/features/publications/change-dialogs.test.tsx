import type { PublicationRecord } from '@kaoshi/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../i18n';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import { CloseEarlyDialog, WithdrawDialog } from './change-dialogs';

beforeAll(stubMatchMedia);
afterEach(cleanup);

const record = { publicationId: 7, name: 'Welder theory', endsAt: Date.UTC(2030, 0, 1, 10) } as PublicationRecord;

describe('the dialogs that end or withdraw an exam', { timeout: 60_000 }, () => {
  it('name what their button does, in the danger colour, instead of a plain OK', async () => {
    for (const [Dialog, action] of [
      [CloseEarlyDialog, 'Close now'],
      [WithdrawDialog, 'Withdraw'],
    ] as const) {
      renderPage(<Dialog record={record} onClose={() => {}} />);
      const dialog = await screen.findByRole('dialog');
      const confirm = within(dialog).getByRole('button', { name: action });
      expect(confirm.className).toContain('ant-btn-dangerous');
      expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
      cleanup();
    }
  });
});

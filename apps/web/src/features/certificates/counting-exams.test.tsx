import { API, type CertificateRequirements } from '@kaoshi/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { request } from '../../lib/http';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import { CountingExams } from './counting-exams';

vi.mock('../../lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const STORED: CertificateRequirements = {
  subjectId: 4,
  subjectName: 'Welder',
  publicationIds: [],
  practicalRequired: false,
  practicalValidityMonths: 24,
  options: [{ publicationId: 9, name: 'Welder theory' }],
};

describe('the certificate requirements of a job type', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.mocked(request).mockReset();
  });

  it('saves the practical assessment as required, with the months a pass counts, and nothing until changed', async () => {
    vi.mocked(request).mockImplementation(async (config) =>
      config.url === API.setCertificateRequirements ? { ...STORED, ...(config.data as object) } : STORED,
    );
    renderPage(<CountingExams subjectId={4} subjectName="Welder" />);
    const required = await screen.findByRole('checkbox', { name: 'The practical assessment must be passed too' });
    const months = screen.getByRole('spinbutton', { name: 'A pass counts for (months)' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    // The months belong to the practical requirement: not editable while it is off.
    expect(months).toHaveProperty('disabled', true);
    fireEvent.click(required);
    expect(months).toHaveProperty('disabled', false);
    fireEvent.change(months, { target: { value: '12' } });
    fireEvent.blur(months);
    fireEvent.click(save);
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith({
        url: API.setCertificateRequirements,
        method: 'POST',
        data: { subjectId: 4, publicationIds: [], practicalRequired: true, practicalValidityMonths: 12 },
      }),
    );
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { renderPage } from '../test-support/render-page';
import ExaminationSituationPage from './examination-situation-page';

vi.mock('../components/publication-picker/api', () => ({ listPublicationOptions: vi.fn(async () => []) }));

afterEach(cleanup);

describe('examinationSituation', () => {
  it('sets the stored flag showBySituation to true when visited', async () => {
    localStorage.removeItem('showBySituation');
    // In a router, as the console renders it: the chosen exam is kept in the address.
    renderPage(<ExaminationSituationPage />, '/examinationSituation');
    expect(localStorage.getItem('showBySituation')).toBe('true');
    expect(await screen.findByText('No published exams yet.')).toBeTruthy();
  });
});

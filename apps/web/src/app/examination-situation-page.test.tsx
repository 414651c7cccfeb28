import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import ExaminationSituationPage from './examination-situation-page';

vi.mock('../components/publication-picker/api', () => ({ listPublicationOptions: vi.fn(async () => []) }));

afterEach(cleanup);

describe('examinationSituation', () => {
  it('sets the stored flag showBySituation to true when visited', async () => {
    localStorage.removeItem('showBySituation');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <ExaminationSituationPage />
        </App>
      </QueryClientProvider>,
    );
    expect(localStorage.getItem('showBySituation')).toBe('true');
    expect(await screen.findByText('No published exams yet.')).toBeTruthy();
  });
});

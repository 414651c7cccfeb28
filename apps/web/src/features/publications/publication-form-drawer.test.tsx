import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { renderPage, stubMatchMedia } from '../../test-support/render-page';
import { PublicationFormDrawer } from './publication-form-drawer';

vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: vi.fn(async () => []),
}));

describe('the publish drawer', () => {
  beforeAll(async () => {
    stubMatchMedia();
    await setLanguage('zh');
  }, 30_000);
  afterEach(cleanup);

  it('names an empty start or end time, never "类型应为 number"', async () => {
    renderPage(<PublicationFormDrawer target={{ mode: 'add' }} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: '保 存' }));
    expect(await screen.findByText('请选择开始时间')).toBeTruthy();
    expect(screen.getByText('请选择结束时间')).toBeTruthy();
    expect(screen.queryByText(/类型应为/)).toBeNull();
  }, 30_000);
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { renderPage, stubMatchMedia } from '../test-support/render-page';
import { OrgSelect } from './org-select';

vi.mock('../lib/http', () => ({
  request: vi.fn(async () => [
    { subjectId: 4, name: '电工', code: 'DG-4', level: 4, departmentId: 1 },
    { subjectId: 5, name: '电工', code: 'DG-5', level: 5, departmentId: 1 },
  ]),
}));

describe('the job type select', () => {
  beforeAll(async () => {
    stubMatchMedia();
    await setLanguage('zh');
  }, 30_000);
  afterEach(cleanup);

  it('tells the levels of one job type apart by name and level', async () => {
    renderPage(<OrgSelect level="subject" parentId={1} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '报考工种' }));
    expect(await screen.findByText('电工 · 四级 (DG-4)')).toBeTruthy();
    expect(screen.getByText('电工 · 五级 (DG-5)')).toBeTruthy();
  }, 30_000);
});

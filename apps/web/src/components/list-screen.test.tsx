import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ListTable } from './list-screen';
import { stubMatchMedia } from '../test-support/match-media';

afterEach(cleanup);
beforeAll(stubMatchMedia);

interface Exam {
  id: number;
  name: string;
  state: 'draft' | 'open';
}
const rows: Exam[] = [
  { id: 1, name: 'Spring draft', state: 'draft' },
  { id: 2, name: 'Welding theory', state: 'open' },
];
const list = {
  query: { isError: false, isFetching: false, refetch: vi.fn() },
  rows,
  pagination: false,
  onTableChange: vi.fn(),
  search: vi.fn(),
  reset: vi.fn(),
} as never;

describe('ticking rows for a batch action', { timeout: 60_000 }, () => {
  it('cannot tick a row the action would refuse, and says why on hover; select-all leaves it out', async () => {
    const onSelect = vi.fn();
    render(
      <ListTable<Exam>
        list={list}
        rowKey="id"
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        selected={[]}
        onSelect={onSelect}
        tickBlocked={(row) => (row.state === 'open' ? 'Candidates can enter this exam now, so it cannot be deleted.' : null)}
      />,
    );
    const [all, draft, open] = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(draft!.disabled).toBe(false);
    expect(open!.disabled).toBe(true);
    fireEvent.mouseEnter(open!.closest('.tick-blocked')!);
    expect(await screen.findByText('Candidates can enter this exam now, so it cannot be deleted.', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(all!);
    expect(onSelect).toHaveBeenLastCalledWith([1]);
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnalysisFilter } from './use-analysis-filter';

const PATH = '/examAnalysis/examClassRanking';

/** Shows the hook's state; the buttons change it as the screen's controls would. */
function Probe() {
  const { filter, tab, setFilter, setTab } = useAnalysisFilter(PATH);
  return (
    <>
      <output data-testid="state">{JSON.stringify({ filter, tab: tab ?? null })}</output>
      <button onClick={() => setFilter({ ...filter, schoolId: 7 })}>school</button>
      <button onClick={() => setTab('items')}>tab</button>
    </>
  );
}

/** Every address the console's layout sees committed, as the tab bar records each screen's. */
const committed: string[] = [];
function AddressRecorder() {
  const location = useLocation();
  useEffect(() => void committed.push(location.pathname + location.search), [location.pathname, location.search]);
  return null;
}

const state = () => JSON.parse(screen.getByTestId('state').textContent!) as { filter: Record<string, number>; tab: string | null };

function renderAt(entry: string) {
  // The probe stays mounted on every path, as a kept-alive page does while another tab is shown.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AddressRecorder />
            <Probe />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  // With ReactDOM's flushSync, as main.tsx gives it.
  render(<RouterProvider router={router} flushSync={(update) => void flushSync(update)} />);
  return router;
}

afterEach(() => {
  cleanup();
  committed.length = 0;
});

describe('useAnalysisFilter', () => {
  it('starts from a linked query', () => {
    renderAt(`${PATH}?schoolId=3&publicationId=9&tab=mastery`);
    expect(state()).toEqual({ filter: { schoolId: 3, publicationId: 9 }, tab: 'mastery' });
  });

  it('writes every change into the query, replacing the history entry', () => {
    const router = renderAt(PATH);
    act(() => screen.getByText('school').click());
    act(() => screen.getByText('tab').click());
    expect(router.state.location.search).toBe('?schoolId=7&tab=items');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(state()).toEqual({ filter: { schoolId: 7 }, tab: 'items' });
  });

  it('commits the new address at once, so leaving right after a change still leaves it in the tab bar', () => {
    const router = renderAt(`${PATH}?classId=4`);
    // The tab and, before anything else renders, a menu click to another screen.
    act(() => {
      screen.getByText('tab').click();
      void router.navigate('/examAnalysis/isPassStatistics');
    });
    expect(committed).toEqual([`${PATH}?classId=4`, `${PATH}?classId=4&tab=items`, '/examAnalysis/isPassStatistics']);
  });

  it('keeps its state while another screen is shown, and writes it back on return to the bare path', async () => {
    const router = renderAt(`${PATH}?classId=4`);
    await act(() => router.navigate('/examAnalysis/isPassStatistics?schoolId=1'));
    expect(state().filter).toEqual({ classId: 4 });
    await act(() => router.navigate(PATH));
    expect(router.state.location.search).toBe('?classId=4');
    expect(state().filter).toEqual({ classId: 4 });
  });

  it('adopts a different query arriving for its own path', async () => {
    const router = renderAt(`${PATH}?classId=4`);
    await act(() => router.navigate(`${PATH}?subjectId=2`));
    expect(state()).toEqual({ filter: { subjectId: 2 }, tab: null });
  });
});

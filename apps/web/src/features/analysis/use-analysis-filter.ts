import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AnalysisFilterState, filterFromSearch, searchFromFilter } from './filter-url';

interface ScreenState {
  filter: AnalysisFilterState;
  /** The open tab, where the screen has tabs. */
  tab?: string;
}

const readState = (search: string): ScreenState => ({
  filter: filterFromSearch(search),
  tab: new URLSearchParams(search).get('tab') ?? undefined,
});
const writeState = (state: ScreenState) => searchFromFilter(state.filter, { tab: state.tab });

/**
 * The screen's filter and tab, kept in the URL query of `path`. The page stays mounted while
 * another tab of the console is shown (keep-alive), and the tab bar comes back to the bare path:
 * the state lives here, and the query is written back whenever this screen is the one shown.
 * A different query arriving (a pasted link) is adopted.
 */
export function useAnalysisFilter(path: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = location.pathname === path;
  const [state, setState] = useState(() => readState(shown ? location.search : ''));
  const [seenSearch, setSeenSearch] = useState(shown ? location.search : null);
  const wanted = writeState(state);

  // A different query for this path (a pasted link, the history) is adopted; the bare path the tab bar opens is not.
  if (shown && location.search !== seenSearch) {
    setSeenSearch(location.search);
    if (location.search !== '' && location.search !== wanted) setState(readState(location.search));
  }

  // Back on the bare path: the query is written back, so the address names what is shown.
  useEffect(() => {
    if (shown && location.search === '' && wanted !== '') void navigate({ pathname: path, search: wanted }, { replace: true });
  }, [shown, location.search, wanted, navigate, path]);

  const update = (next: ScreenState) => {
    setState(next);
    // Committed at once (the router otherwise renders a navigation as a transition): a menu click
    // soon after would supersede a pending one, and the tab bar would keep the old address for
    // this screen, so coming back would show one tab under another's address.
    void navigate({ pathname: path, search: writeState(next) }, { replace: true, flushSync: true });
  };

  return {
    filter: state.filter,
    tab: state.tab,
    setFilter: (filter: AnalysisFilterState) => update({ ...state, filter }),
    setTab: (tab: string) => update({ ...state, tab }),
  };
}

/**
 * Open tabs (docs/REQUIREMENTS.md §5), as pure functions over its two lists. The store and
 * the tags bar call these; the unit tests prove each rule on its own.
 */
export interface VisitedView {
  path: string;
  /**
   * The query string of the tab's last visit ('' or '?…'): a page such as /examinationRead names
   * its record there, and a click on the tab or a refresh comes back to the same record.
   */
  search?: string;
  /** i18n key of the title; docs/REQUIREMENTS.md §5: from meta title, default 'no-name'. */
  title: string;
  name: string;
  meta: { affix?: boolean; noCache?: boolean };
}

export interface TagsViewState {
  visitedViews: VisitedView[];
  /** Names of views whose page state is kept while another tab is shown. */
  cachedViews: string[];
}

export const NO_NAME = 'no-name';

/** Added only if no entry has the same path; a visit with another query string keeps the newer one. */
export function addVisitedView(state: TagsViewState, view: VisitedView): TagsViewState {
  const known = state.visitedViews.find((v) => v.path === view.path);
  if (known) return known.search === view.search ? state : updateVisitedView(state, { path: view.path, search: view.search });
  return { ...state, visitedViews: [...state.visitedViews, { ...view, title: view.title || NO_NAME }] };
}

/** Added only if its name is not yet cached and its meta does not set noCache. */
export function addCachedView(state: TagsViewState, view: VisitedView): TagsViewState {
  if (state.cachedViews.includes(view.name) || view.meta.noCache) return state;
  return { ...state, cachedViews: [...state.cachedViews, view.name] };
}

export const addView = (state: TagsViewState, view: VisitedView) => addCachedView(addVisitedView(state, view), view);

/** Removes the entry matching the path (visited) and the name (cached). */
export function delView(state: TagsViewState, view: Pick<VisitedView, 'path' | 'name'>): TagsViewState {
  return {
    visitedViews: state.visitedViews.filter((v) => v.path !== view.path),
    cachedViews: state.cachedViews.filter((name) => name !== view.name),
  };
}

/** Only the cached entry: used by refresh, which remounts the page. */
export function delCachedView(state: TagsViewState, view: Pick<VisitedView, 'name'>): TagsViewState {
  return { ...state, cachedViews: state.cachedViews.filter((name) => name !== view.name) };
}

/** Keeps only affixed views or the current one, and only the current cached name. */
export function delOthersViews(state: TagsViewState, current: Pick<VisitedView, 'path' | 'name'>): TagsViewState {
  return {
    visitedViews: state.visitedViews.filter((v) => v.meta.affix || v.path === current.path),
    cachedViews: state.cachedViews.filter((name) => name === current.name),
  };
}

/** Keeps only affixed views and empties the cache. */
export function delAllViews(state: TagsViewState): TagsViewState {
  return { visitedViews: state.visitedViews.filter((v) => v.meta.affix), cachedViews: [] };
}

/** Merges new fields into the entry with the same path. */
export function updateVisitedView(state: TagsViewState, view: Partial<VisitedView> & { path: string }): TagsViewState {
  return {
    ...state,
    visitedViews: state.visitedViews.map((v) => (v.path === view.path ? { ...v, ...view, meta: { ...v.meta, ...view.meta } } : v)),
  };
}

/** Where a tab leads: its path with the query string of its last visit. */
export const viewAddress = (view: Pick<VisitedView, 'path' | 'search'>) => view.path + (view.search ?? '');

/** Where to go after closing a tab: the last remaining tab, else home. */
export function nextPathAfterClose(remaining: readonly VisitedView[], home: string): string {
  const last = remaining.at(-1);
  return last ? viewAddress(last) : home;
}

/**
 * Open tabs (docs/REQUIREMENTS.md §5), as pure functions over its two lists. The store and
 * the tags bar call these; the unit tests prove each rule on its own.
 */
export interface VisitedView {
  path: string;
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

/** Added only if no entry has the same path. */
export function addVisitedView(state: TagsViewState, view: VisitedView): TagsViewState {
  if (state.visitedViews.some((v) => v.path === view.path)) return state;
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

/** Where to go after closing a tab: the last remaining tab, else home. */
export function nextPathAfterClose(remaining: readonly VisitedView[], home: string): string {
  return remaining.at(-1)?.path ?? home;
}

import { CONSOLE_ROUTES, type ConsoleRoute, flattenRoutes } from '@kaoshi/contracts';
import { onLogout } from '../../lib/session';
import { createStore } from '../../lib/store';
import * as rules from './tags-view-state';

/** The affixed tabs exist from the start (docs/REQUIREMENTS.md §2.1: the dashboard tab is pinned). */
const affixed = flattenRoutes(CONSOLE_ROUTES)
  .filter((route) => route.affix)
  .map(toView);

export function toView(route: ConsoleRoute): rules.VisitedView {
  return { path: route.path, name: route.name, title: route.title ?? rules.NO_NAME, meta: { affix: route.affix, noCache: route.noCache } };
}

const initial = (): rules.TagsViewState => affixed.reduce(rules.addView, { visitedViews: [], cachedViews: [] });

export const tagsView = createStore<rules.TagsViewState>(initial());

export const tagsActions = {
  add: (route: ConsoleRoute, search = '') => tagsView.set((s) => rules.addView(s, { ...toView(route), search })),
  close: (view: rules.VisitedView) => tagsView.set((s) => rules.delView(s, view)),
  uncache: (view: rules.VisitedView) => tagsView.set((s) => rules.delCachedView(s, view)),
  closeOthers: (view: rules.VisitedView) => tagsView.set((s) => rules.delOthersViews(s, view)),
  closeAll: () => tagsView.set((s) => rules.delAllViews(s)),
};

// docs/REQUIREMENTS.md §4.3: logout closes all tag views.
onLogout(() => tagsView.set(initial()));

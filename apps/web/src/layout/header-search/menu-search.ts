import type { ConsoleRoute } from '@kaoshi/contracts';
import { match } from 'pinyin-pro';

export interface SearchEntry {
  path: string;
  /** Titles from the top menu down, in the current language: ['系统管理', '用户管理']. */
  trail: string[];
}

/** Every page the user may open from the menu (hidden routes stay out), with its title trail. */
export function searchEntries(routes: readonly ConsoleRoute[], translate: (key: string) => string, parents: string[] = []): SearchEntry[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    const trail = [...parents, translate(route.title ?? 'no-name')];
    return route.children ? searchEntries(route.children, translate, trail) : [{ path: route.path, trail }];
  });
}

/** Does a Chinese title answer a pinyin query, in full ('yonghu') or by initials ('yhgl')? */
function pinyinMatches(title: string, query: string): boolean {
  if (!/[\u4e00-\u9fff]/.test(title) || !/^[a-z]+$/i.test(query)) return false;
  const continuous = match(title, query.toLowerCase(), { continuous: true, precision: 'start' });
  const anywhere = match(title, query.toLowerCase(), { precision: 'start' });
  return (continuous !== null && continuous.length > 0) || (anywhere !== null && anywhere.length > 0);
}

/**
 * Header search: the query matches any title in the trail, ignoring case; in Chinese with
 * pinyin search on, full pinyin and initials match too.
 */
export function findEntries(entries: readonly SearchEntry[], query: string, pinyin: boolean): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return entries.filter((entry) =>
    entry.trail.some((title) => title.toLowerCase().includes(needle) || (pinyin && pinyinMatches(title, needle))),
  );
}

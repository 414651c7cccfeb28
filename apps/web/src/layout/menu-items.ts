import type { ConsoleRoute } from '@kaoshi/contracts';

export interface MenuEntry {
  key: string;
  alwaysExpanded?: boolean;
  titleKey: string;
  icon?: string;
  children?: MenuEntry[];
}

/**
 * The sidebar's entries from the allowed routes: hidden routes stay out; a parent with a
 * single visible child shows that child directly unless it is marked alwaysShow (/school).
 */
export function buildMenu(routes: readonly ConsoleRoute[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const children = route.children ? buildMenu(route.children) : undefined;
    if (children && children.length === 0) continue;
    if (children && children.length === 1 && !route.alwaysShow) {
      entries.push({ ...children[0]!, icon: children[0]!.icon ?? route.icon });
      continue;
    }
    entries.push({ key: route.path, titleKey: route.title ?? 'no-name', icon: route.icon, children, alwaysExpanded: route.alwaysShow });
  }
  return entries;
}

/** The submenu that holds a path, so it opens when the page is visited. */
export function parentKeyOf(entries: readonly MenuEntry[], path: string): string | undefined {
  return entries.find((entry) => entry.children?.some((child) => child.key === path))?.key;
}

/** docs/REQUIREMENTS.md §3: one submenu open at a time (the last one opened). */
export function nextOpenKeys(keys: readonly string[]): string[] {
  const last = keys.at(-1);
  return last ? [last] : [];
}

/** docs/REQUIREMENTS.md §3: /school is an always-expanded menu, open beside whichever other one is. */
export function withAlwaysExpanded(entries: readonly MenuEntry[], openKeys: readonly string[]): string[] {
  const always = entries.filter((entry) => entry.alwaysExpanded && entry.children).map((entry) => entry.key);
  return [...new Set([...always, ...openKeys])];
}

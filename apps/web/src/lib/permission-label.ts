import { CONSOLE_ROUTES, type ConsoleRoute, type PermissionRecord } from '@kaoshi/contracts';
import type { TFunction } from 'i18next';

/** Built-in keys guard routes; the route's title, translated, names the permission. */
function titleKeysByPermission(routes: readonly ConsoleRoute[], into = new Map<string, string>()) {
  for (const route of routes) {
    const key = route.permissions?.[0];
    if (key && route.title && !into.has(key)) into.set(key, route.title);
    if (route.children) titleKeysByPermission(route.children, into);
  }
  return into;
}

const TITLE_KEYS = titleKeysByPermission(CONSOLE_ROUTES);

export function permissionLabel(permission: Pick<PermissionRecord, 'permissionKey' | 'name' | 'builtIn'>, t: TFunction): string {
  const titleKey = permission.builtIn === 1 ? TITLE_KEYS.get(permission.permissionKey) : undefined;
  return `${titleKey ? t(titleKey) : permission.name} (${permission.permissionKey})`;
}

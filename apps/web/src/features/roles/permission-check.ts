import type { PermissionNode } from '@kaoshi/contracts';

function parentsById(nodes: readonly PermissionNode[], parent: number | null = null, into = new Map<number, number | null>()) {
  for (const node of nodes) {
    into.set(node.permissionId, parent);
    parentsById(node.children, node.permissionId, into);
  }
  return into;
}

function findNode(nodes: readonly PermissionNode[], id: number): PermissionNode | undefined {
  for (const node of nodes) {
    if (node.permissionId === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

const descendants = (node: PermissionNode): number[] => node.children.flatMap((child) => [child.permissionId, ...descendants(child)]);

/**
 * Ticking a page also ticks the menus above it (a page under a hidden menu is unreachable);
 * unticking a menu unticks everything under it.
 */
export function togglePermission(tree: readonly PermissionNode[], checked: readonly number[], id: number, on: boolean): number[] {
  const result = new Set(checked);
  if (on) {
    const parents = parentsById(tree);
    for (let cursor: number | null | undefined = id; cursor != null; cursor = parents.get(cursor)) result.add(cursor);
  } else {
    const node = findNode(tree, id);
    result.delete(id);
    if (node) descendants(node).forEach((child) => result.delete(child));
  }
  return [...result].sort((a, b) => a - b);
}

import { z } from 'zod';
import { flag01, httpLinkUrl, requiredId } from './common.js';

export const permissionFields = z.object({
  permissionKey: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_-]{1,63}$/, { message: 'permissionKey must be capital letters, digits, - or _' }),
  name: z.string().trim().min(1).max(64),
  /** 0 menu, 1 button (docs/REQUIREMENTS.md §13). */
  type: flag01.default(0),
  /** 0 normal, 1 external (docs/REQUIREMENTS.md §13). */
  linkType: flag01.default(0),
  /** An external menu's address: http(s), never an /api path (rich-text/url-policy.ts). */
  url: z.union([z.literal(''), httpLinkUrl(500)]).default(''),
  parentId: requiredId.nullable().default(null),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});

export const addPermissionBody = permissionFields;
export type AddPermissionBody = z.infer<typeof addPermissionBody>;
export const updatePermissionBody = permissionFields.extend({ permissionId: requiredId });
export type UpdatePermissionBody = z.infer<typeof updatePermissionBody>;

export interface PermissionRecord {
  permissionId: number;
  permissionKey: string;
  name: string;
  type: number;
  linkType: number;
  url: string;
  parentId: number | null;
  sort: number;
  builtIn: number;
}

export interface PermissionNode extends PermissionRecord {
  children: PermissionNode[];
}

/** Builds the tree from flat records, ordered by sort then id. */
export function buildPermissionTree(records: readonly PermissionRecord[]): PermissionNode[] {
  const nodes = new Map<number, PermissionNode>();
  for (const record of records) nodes.set(record.permissionId, { ...record, children: [] });
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: PermissionNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.permissionId - b.permissionId);
    list.forEach((node) => order(node.children));
  };
  order(roots);
  return roots;
}

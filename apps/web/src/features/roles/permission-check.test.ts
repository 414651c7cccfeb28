import { buildPermissionTree, type PermissionRecord } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { togglePermission } from './permission-check';

const record = (permissionId: number, parentId: number | null): PermissionRecord => ({
  permissionId,
  parentId,
  permissionKey: `P${permissionId}`,
  name: `p${permissionId}`,
  type: 0,
  linkType: 0,
  url: '',
  sort: 0,
  builtIn: 1,
});
// 1 ─ 2 ─ 3, and 4 alone
const tree = buildPermissionTree([record(1, null), record(2, 1), record(3, 2), record(4, null)]);

describe('ticking permissions on the tree', () => {
  it('ticks the menus above a page', () => expect(togglePermission(tree, [], 3, true)).toEqual([1, 2, 3]));
  it('unticks everything below a menu', () => expect(togglePermission(tree, [1, 2, 3, 4], 1, false)).toEqual([4]));
  it('unticking a page leaves its menus', () => expect(togglePermission(tree, [1, 2, 3], 3, false)).toEqual([1, 2]));
});

import { type PermissionNode, ROLE, type RoleRecord } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Space, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsRole, reloadSession } from '../../lib/session';
import { permissionLabel } from '../../lib/permission-label';
import { bindRolePermissions, permissionIdsOfRole, permissionTree } from './api';
import { togglePermission } from './permission-check';

const toTreeData = (nodes: PermissionNode[], label: (node: PermissionNode) => string): DataNode[] =>
  nodes.map((node) => ({ key: node.permissionId, title: label(node), children: toTreeData(node.children, label) }));

/** Binds permissions to a role on the permission tree (docs/REQUIREMENTS.md §13 bindRoleWithPermission). */
export function RolePermissionsDrawer({ role, onClose }: { role: RoleRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tree = useQuery({ queryKey: ['permission-tree'], queryFn: permissionTree, enabled: role !== null });
  const bound = useQuery({
    queryKey: ['role-permissions', role?.roleId],
    queryFn: () => permissionIdsOfRole(role!.roleId),
    enabled: role !== null,
  });
  // Untouched, the tree shows what the role holds; the parent remounts this per role.
  const [edited, setEdited] = useState<number[] | null>(null);
  const checked = edited ?? bound.data ?? [];
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await bindRolePermissions(role.roleId, checked);
      message.success(t('common.saved'));
      onClose();
      // The permissions of a role one holds: the menu and the routes follow (docs/REQUIREMENTS.md §4.3).
      if (holdsRole(role.roleKey)) await reloadSession().catch(() => undefined);
    } catch {
      // The message is already shown by the client.
    } finally {
      setSaving(false);
    }
  };

  const isSuperAdmin = role?.roleKey === ROLE.SUPER_ADMIN;
  return (
    <Drawer
      open={role !== null}
      onClose={onClose}
      title={role ? t('role.permissionsTitle', { name: role.roleName }) : ''}
      width={420}
      maskClosable={false}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={save} loading={saving} disabled={isSuperAdmin}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {isSuperAdmin && <Alert type="info" showIcon message={t('role.superAdminAll')} style={{ marginBottom: 12 }} />}
      {tree.isLoading || bound.isLoading ? (
        <Spin />
      ) : (
        <Tree
          checkable
          checkStrictly
          // A click on a title ticks it, as on the box.
          selectable={false}
          defaultExpandAll
          disabled={isSuperAdmin}
          treeData={toTreeData(tree.data ?? [], (node) => permissionLabel(node, t))}
          checkedKeys={checked}
          onCheck={(_keys, info) => setEdited(togglePermission(tree.data ?? [], checked, Number(info.node.key), info.checked))}
        />
      )}
    </Drawer>
  );
}

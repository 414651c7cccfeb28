import { builtInRoleText, type Lang, roleFields, type RoleRecord } from '@kaoshi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsRole, reloadSession } from '../../lib/session';
import { FormModal } from '../../components/form-modal';
import { ListFilterBar, ListTable, ListToolbar } from '../../components/list-screen';
import { PageCard } from '../../components/page-card';
import { TextFilters } from '../../components/record-fields';
import { useListQuery } from '../../lib/list-query';
import { zodRule } from '../../lib/zod-rule';
import * as api from './api';
import { RolePermissionsDrawer } from './role-permissions-drawer';

type Editing = { mode: 'add' } | { mode: 'edit'; role: RoleRecord } | null;

/** /system/roleManage (SYSTEM-ROLE). */
export default function RoleManagePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListQuery('roles', api.listRoles, { roleKey: '', roleName: '' });
  const [editing, setEditing] = useState<Editing>(null);
  const [binding, setBinding] = useState<RoleRecord | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['roles'] });
  const remove = useMutation({ mutationFn: api.deleteRole, onSuccess: () => (message.success(t('common.deleted')), refresh()) });
  const initialValues = useMemo(() => (editing?.mode === 'edit' ? editing.role : { description: '' }), [editing]);

  const save = async (values: api.RoleInput) => {
    if (editing?.mode === 'edit') await api.updateRole(editing.role.roleId, values);
    else await api.addRole(values);
    message.success(t('common.saved'));
    await refresh();
    // A role of one's own renamed: the routes follow (docs/REQUIREMENTS.md §4.3).
    if (editing?.mode === 'edit' && holdsRole(editing.role.roleKey)) await reloadSession().catch(() => undefined);
  };

  const columns: ColumnsType<RoleRecord> = [
    { title: 'ID', dataIndex: 'roleId', width: 70 },
    {
      title: t('role.roleKey'),
      dataIndex: 'roleKey',
      render: (key: string, role) => (
        <Space size={4} wrap>
          {key}
          {role.builtIn === 1 && <Tag>{t('role.builtIn')}</Tag>}
        </Space>
      ),
    },
    // A built-in role's seeded name and description in the reader's language.
    { title: t('role.roleName'), dataIndex: 'roleName', render: (name: string, role) => builtInRoleText(role.roleKey, 'name', name, lang) },
    {
      title: t('common.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (text: string, role) => builtInRoleText(role.roleKey, 'description', text, lang),
    },
    { title: t('role.userCount'), dataIndex: 'userCount', width: 90 },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, role) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setBinding(role)}>
            {t('role.permissions')}
          </Button>
          <Button type="link" onClick={() => setEditing({ mode: 'edit', role })}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('common.confirmDelete', { name: role.roleName })}
            onConfirm={() => remove.mutateAsync(role.roleId)}
            okButtonProps={{ danger: true }}
          >
            <Button type="link" danger disabled={role.builtIn === 1}>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const s = roleFields.shape;
  return (
    <PageCard title={t('route.roleManage')} extra={<ListToolbar addLabel={t('common.add')} onAdd={() => setEditing({ mode: 'add' })} />}>
      <ListFilterBar list={list}>
        <TextFilters
          fields={[
            ['roleKey', 'role.roleKey'],
            ['roleName', 'role.roleName'],
          ]}
          filters={list.filters}
          setFilter={list.setFilter}
          search={list.search}
        />
      </ListFilterBar>
      <ListTable list={list} rowKey="roleId" columns={columns} />
      <FormModal<api.RoleInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('role.editTitle') : t('role.addTitle')}
        initialValues={initialValues}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="roleKey" label={t('role.roleKey')} rules={[zodRule(s.roleKey, true)]}>
              <Input disabled={editing?.mode === 'edit' && editing.role.builtIn === 1} />
            </Form.Item>
            <Form.Item name="roleName" label={t('role.roleName')} rules={[zodRule(s.roleName, true)]}>
              <Input />
            </Form.Item>
            <Form.Item name="description" label={t('common.description')} rules={[zodRule(s.description)]}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </>
        )}
      </FormModal>
      <RolePermissionsDrawer key={binding?.roleId ?? 'closed'} role={binding} onClose={() => setBinding(null)} />
    </PageCard>
  );
}

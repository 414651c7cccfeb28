import { builtInRoleText, type Lang, USER_TYPES, type UserRecord } from '@kaoshi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Popconfirm, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadSession, session } from '../../lib/session';
import { FormModal } from '../../components/form-modal';
import { ListFilterBar, ListTable, ListToolbar } from '../../components/list-screen';
import { PageCard } from '../../components/page-card';
import { type ShownPassword, TemporaryPasswordDialog } from '../../components/temporary-password-dialog';
import { TextFilters } from '../../components/record-fields';
import { useListQuery } from '../../lib/list-query';
import * as api from './api';
import { UserFormFields } from './user-form-fields';

const EMPTY_FILTERS = { username: '', nickName: '', userType: undefined as number | undefined, locked: undefined as number | undefined };
const NEW_USER = { userType: 1, locked: 0, remoteLogin: 1, roleIds: [] as number[] };

type Editing = { mode: 'add' } | { mode: 'edit'; user: UserRecord } | null;

/** /system/userManage (SYSTEM-USER). */
export default function UserManagePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListQuery('users', api.listUsers, EMPTY_FILTERS);
  const roles = useQuery({ queryKey: ['roles-for-select'], queryFn: api.listRolesForSelect });
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['users'] });

  const remove = useMutation({ mutationFn: api.deleteUser, onSuccess: () => (message.success(t('common.deleted')), refresh()) });
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);
  const reset = useMutation({
    mutationFn: (user: UserRecord) => api.resetPassword(user.userId).then((password) => ({ name: user.username, password })),
    onSuccess: setShownPassword,
  });
  const revoke = useMutation({
    mutationFn: api.revokeSessions,
    onSuccess: ({ ended }) => message.success(t('user.endSessionsDone', { count: ended })),
  });
  const signedInUserId = session.use().user?.id;

  const save = async (values: api.UserInput) => {
    if (editing?.mode === 'edit') await api.updateUser(editing.user.userId, values);
    else {
      const added = await api.addUser(values);
      if (added.temporaryPassword) setShownPassword({ name: added.username, password: added.temporaryPassword });
    }
    message.success(t('common.saved'));
    await refresh();
    // One's own roles changed: the menu and the routes follow (docs/REQUIREMENTS.md §4.3).
    if (editing?.mode === 'edit' && editing.user.userId === signedInUserId) await reloadSession().catch(() => undefined);
  };

  const columns: ColumnsType<UserRecord> = [
    { title: 'ID', dataIndex: 'userId', width: 70 },
    { title: t('user.username'), dataIndex: 'username' },
    { title: t('user.nickName'), dataIndex: 'nickName' },
    { title: t('user.userType'), dataIndex: 'userType', render: (type: number) => t(`userType.${type}`) },
    {
      title: t('user.roles'),
      dataIndex: 'roles',
      render: (list: UserRecord['roles']) =>
        list.map((role) => <Tag key={role.roleId}>{builtInRoleText(role.roleKey, 'name', role.roleName, i18n.language as Lang)}</Tag>),
    },
    {
      title: t('user.locked'),
      dataIndex: 'locked',
      render: (locked: number) => (locked === 1 ? <Tag color="red">{t('common.yes')}</Tag> : <Tag color="green">{t('common.no')}</Tag>),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, user) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setEditing({ mode: 'edit', user })}>
            {t('common.edit')}
          </Button>
          <Popconfirm title={t('user.resetConfirm', { name: user.username })} onConfirm={() => reset.mutateAsync(user)}>
            <Button type="link">{t('user.resetPassword')}</Button>
          </Popconfirm>
          <Popconfirm
            title={user.userId === signedInUserId ? t('user.endOwnSessionsConfirm') : t('user.endSessionsConfirm', { name: user.username })}
            onConfirm={() => revoke.mutateAsync(user.userId)}
          >
            <Button type="link">{t('user.endSessions')}</Button>
          </Popconfirm>
          <Popconfirm
            title={t('common.confirmDelete', { name: user.username })}
            onConfirm={() => remove.mutateAsync(user.userId)}
            okButtonProps={{ danger: true }}
          >
            <Button type="link" danger>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const initialValues = useMemo(
    () => (editing?.mode === 'edit' ? { ...editing.user, roleIds: editing.user.roles.map((role) => role.roleId) } : NEW_USER),
    [editing],
  );

  return (
    <PageCard title={t('route.userManage')} extra={<ListToolbar addLabel={t('common.add')} onAdd={() => setEditing({ mode: 'add' })} />}>
      <ListFilterBar list={list}>
        <TextFilters
          fields={[
            ['username', 'user.username'],
            ['nickName', 'user.nickName'],
          ]}
          filters={list.filters}
          setFilter={list.setFilter}
          search={list.search}
        />
        <Select
          placeholder={t('user.userType')}
          value={list.filters.userType}
          onChange={(value) => list.setFilter('userType', value)}
          allowClear
          style={{ minWidth: 140 }}
          options={USER_TYPES.map((type) => ({ value: type, label: t(`userType.${type}`) }))}
        />
        <Select
          placeholder={t('user.locked')}
          value={list.filters.locked}
          onChange={(value) => list.setFilter('locked', value)}
          allowClear
          style={{ minWidth: 120 }}
          options={[
            { value: 1, label: t('common.yes') },
            { value: 0, label: t('common.no') },
          ]}
        />
      </ListFilterBar>
      <ListTable list={list} rowKey="userId" columns={columns} />
      <FormModal<api.UserInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('user.editTitle') : t('user.addTitle')}
        initialValues={initialValues}
        onSubmit={save}
        onClose={() => setEditing(null)}
        width={640}
      >
        {() => (
          <>
            {editing?.mode === 'add' && <Alert type="info" showIcon message={t('user.defaultPasswordHint')} style={{ marginBottom: 16 }} />}
            <UserFormFields roles={roles.data ?? []} />
          </>
        )}
      </FormModal>
      <TemporaryPasswordDialog shown={shownPassword} onClose={() => setShownPassword(null)} />
    </PageCard>
  );
}

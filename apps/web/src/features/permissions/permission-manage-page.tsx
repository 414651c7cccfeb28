import { PlusOutlined } from '@ant-design/icons';
import { LINK_TYPE, PERMISSION_TYPE, permissionFields, type PermissionNode } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Popconfirm, Radio, Space, Table, Tag, TreeSelect } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { PageCard } from '../../components/page-card';
import { permissionLabel } from '../../lib/permission-label';
import { zodRule } from '../../lib/zod-rule';
import * as api from './api';

type Editing = { mode: 'add'; parentId: number | null } | { mode: 'edit'; node: PermissionNode } | null;

/** Table rows: antd treats an empty `children` as expandable, so leaves carry none. */
type Row = Omit<PermissionNode, 'children'> & { children?: Row[] };
const toRows = (nodes: PermissionNode[]): Row[] =>
  nodes.map(({ children, ...node }) => (children.length > 0 ? { ...node, children: toRows(children) } : node));

/** /system/permissionManage (SYSTEM-PERMISSION): the permission records as a tree. */
export default function PermissionManagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: ['permission-tree'], queryFn: api.permissionTree });
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['permission-tree'] });

  const initialValues = useMemo(() => {
    if (editing?.mode === 'edit') {
      const { children: _children, ...node } = editing.node;
      return node;
    }
    return { parentId: editing?.parentId ?? null, type: PERMISSION_TYPE.MENU, linkType: LINK_TYPE.NORMAL, url: '', sort: 0 };
  }, [editing]);

  const save = async (values: api.PermissionInput) => {
    const input = { ...values, parentId: values.parentId ?? null, url: values.url ?? '' };
    if (editing?.mode === 'edit') await api.updatePermission(editing.node.permissionId, input);
    else await api.addPermission(input);
    message.success(t('common.saved'));
    await refresh();
  };

  const remove = async (node: PermissionNode) => {
    await api.deletePermission(node.permissionId);
    message.success(t('common.deleted'));
    await refresh();
  };

  const parentOptions = useMemo(() => {
    interface ParentOption {
      value: number;
      title: string;
      children: ParentOption[];
    }
    const toOptions = (nodes: PermissionNode[]): ParentOption[] =>
      nodes.map((node) => ({ value: node.permissionId, title: permissionLabel(node, t), children: toOptions(node.children) }));
    return toOptions(tree.data ?? []);
  }, [tree.data, t]);

  const columns: ColumnsType<Row> = [
    { title: t('permission.name'), key: 'name', render: (_, node) => permissionLabel(node, t) },
    {
      title: t('permission.type'),
      dataIndex: 'type',
      width: 100,
      render: (type: number) =>
        type === PERMISSION_TYPE.MENU ? (
          <Tag color="blue">{t('permission.typeMenu')}</Tag>
        ) : (
          <Tag color="orange">{t('permission.typeButton')}</Tag>
        ),
    },
    {
      title: t('permission.linkType'),
      dataIndex: 'linkType',
      width: 110,
      render: (linkType: number) => (linkType === LINK_TYPE.NORMAL ? t('permission.linkNormal') : t('permission.linkExternal')),
    },
    { title: t('permission.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 260,
      render: (_, row) => {
        const node = row as PermissionNode;
        return (
          <Space size={0} wrap>
            <Button type="link" onClick={() => setEditing({ mode: 'add', parentId: node.permissionId })}>
              {t('permission.addChild')}
            </Button>
            <Button type="link" onClick={() => setEditing({ mode: 'edit', node: { ...node, children: [] } })}>
              {t('common.edit')}
            </Button>
            <Popconfirm
              title={t('common.confirmDelete', { name: node.name })}
              onConfirm={() => remove(node)}
              okButtonProps={{ danger: true }}
            >
              <Button type="link" danger disabled={node.builtIn === 1}>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  const s = permissionFields.shape;
  const builtIn = editing?.mode === 'edit' && editing.node.builtIn === 1;
  return (
    <PageCard
      title={t('route.permissionManage')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add', parentId: null })}>
          {t('common.add')}
        </Button>
      }
    >
      {tree.isError && <Alert type="error" showIcon message={t('common.loadFailed')} />}
      <Table
        rowKey="permissionId"
        columns={columns}
        dataSource={toRows(tree.data ?? [])}
        loading={tree.isFetching}
        pagination={false}
        scroll={{ x: 760 }}
      />
      <FormModal<api.PermissionInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('permission.editTitle') : t('permission.addTitle')}
        initialValues={initialValues}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="parentId" label={t('permission.parent')}>
              <TreeSelect allowClear treeDefaultExpandAll placeholder={t('permission.root')} treeData={parentOptions} />
            </Form.Item>
            <Form.Item name="permissionKey" label={t('permission.permissionKey')} rules={[zodRule(s.permissionKey, true)]}>
              <Input disabled={builtIn} />
            </Form.Item>
            <Form.Item name="name" label={t('permission.name')} rules={[zodRule(s.name, true)]}>
              <Input />
            </Form.Item>
            <Form.Item name="type" label={t('permission.type')}>
              <Radio.Group
                options={[
                  { value: PERMISSION_TYPE.MENU, label: t('permission.typeMenu') },
                  { value: PERMISSION_TYPE.BUTTON, label: t('permission.typeButton') },
                ]}
              />
            </Form.Item>
            <Form.Item name="linkType" label={t('permission.linkType')}>
              <Radio.Group
                options={[
                  { value: LINK_TYPE.NORMAL, label: t('permission.linkNormal') },
                  { value: LINK_TYPE.EXTERNAL, label: t('permission.linkExternal') },
                ]}
              />
            </Form.Item>
            <Form.Item name="url" label={t('permission.url')} rules={[zodRule(s.url)]}>
              <Input placeholder="https://" />
            </Form.Item>
            <Form.Item name="sort" label={t('permission.sort')} rules={[zodRule(s.sort)]}>
              <InputNumber min={0} max={9999} />
            </Form.Item>
          </>
        )}
      </FormModal>
    </PageCard>
  );
}

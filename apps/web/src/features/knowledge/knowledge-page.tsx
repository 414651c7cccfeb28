import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { API, knowledgeFields, type KnowledgeNode } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../components/delete-button';
import { ExportButton } from '../../components/export-button';
import { FormModal } from '../../components/form-modal';
import { OrgFilterSelects } from '../../components/org-select';
import { PageCard } from '../../components/page-card';
import { zodRule } from '../../lib/zod-rule';
import { coursesOfSubject, type KnowledgeInput, knowledgeApi, knowledgeTree, moveKnowledge } from './api';

const s = knowledgeFields.shape;
type Row = Omit<KnowledgeNode, 'children'> & { children?: Row[] };
const toRows = (nodes: KnowledgeNode[]): Row[] =>
  nodes.map(({ children, ...node }) => (children.length > 0 ? { ...node, children: toRows(children) } : node));
type Editing = { node: KnowledgeNode | null; parent: KnowledgeNode | null } | null;

/** /baseData/examKnow (KNOW-CAPTER): a course's chapters and appraisal points as a tree. */
export default function KnowledgePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [org, setOrg] = useState<Record<string, number | undefined>>({});
  const [courseId, setCourseId] = useState<number>();
  const [editing, setEditing] = useState<Editing>(null);
  const courses = useQuery({
    queryKey: ['courses', 'options', org.subjectId],
    queryFn: () => coursesOfSubject(org.subjectId!),
    enabled: org.subjectId !== undefined,
  });
  const tree = useQuery({
    queryKey: ['knowledge', 'tree', courseId],
    queryFn: () => knowledgeTree(courseId!),
    enabled: courseId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['knowledge'] });

  const names = useMemo(() => {
    const map = new Map<number, string>();
    const walk = (nodes: KnowledgeNode[]) => nodes.forEach((n) => (map.set(n.knowledgeId, n.name), walk(n.children)));
    walk(tree.data?.tree ?? []);
    return map;
  }, [tree.data]);

  const sumUnder = (parentId: number | null) => {
    const siblings = parentId === null ? (tree.data?.tree ?? []) : (findNode(tree.data?.tree ?? [], parentId)?.children ?? []);
    return siblings.reduce((sum, node) => sum + node.weight, 0);
  };

  const initialValues = useMemo(
    () =>
      editing?.node ? editing.node : { weight: 0, type: editing?.parent ? 'kn' : 'cn', parentId: editing?.parent?.knowledgeId ?? null },
    [editing],
  );

  const save = async (values: KnowledgeInput) => {
    const input = {
      ...values,
      courseId: courseId!,
      parentId: editing?.node ? editing.node.parentId : (editing?.parent?.knowledgeId ?? null),
      type: (editing?.node?.type ?? (editing?.parent ? 'kn' : 'cn')) as KnowledgeInput['type'],
    };
    if (editing?.node) await knowledgeApi.update({ ...input, knowledgeId: editing.node.knowledgeId } as KnowledgeInput);
    else await knowledgeApi.add(input);
    message.success(t('common.saved'));
    await refresh();
  };

  const act = async (work: Promise<unknown>, done: string) => {
    await work;
    message.success(done);
    await refresh();
  };

  const columns: ColumnsType<Row> = [
    { title: t('org.name'), dataIndex: 'name' },
    { title: t('org.code'), dataIndex: 'code' },
    {
      title: t('knowledge.type'),
      dataIndex: 'type',
      render: (type: string) =>
        type === 'cn' ? <Tag color="blue">{t('knowledge.chapter')}</Tag> : <Tag color="purple">{t('knowledge.point')}</Tag>,
    },
    { title: t('knowledge.weight'), dataIndex: 'weight', render: (w: number) => `${w} %` },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => {
        const node = row as unknown as KnowledgeNode;
        return (
          <Space size={0} wrap>
            {node.type === 'cn' && (
              <Button type="link" onClick={() => setEditing({ node: null, parent: { ...node, children: [] } })}>
                {t('knowledge.addPoint')}
              </Button>
            )}
            <Button
              type="link"
              aria-label={`${t('knowledge.moveUp')} ${node.name}`}
              icon={<ArrowUpOutlined />}
              onClick={() => act(moveKnowledge(node.knowledgeId, 'up'), t('common.saved')).catch(() => {})}
            />
            <Button
              type="link"
              aria-label={`${t('knowledge.moveDown')} ${node.name}`}
              icon={<ArrowDownOutlined />}
              onClick={() => act(moveKnowledge(node.knowledgeId, 'down'), t('common.saved')).catch(() => {})}
            />
            <Button type="link" onClick={() => setEditing({ node: { ...node, children: [] }, parent: null })}>
              {t('common.edit')}
            </Button>
            <DeleteButton name={node.name} onConfirm={() => act(knowledgeApi.remove(node.knowledgeId), t('common.deleted'))} />
          </Space>
        );
      },
    },
  ];

  return (
    <PageCard
      title={t('route.examKnow')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={courseId === undefined}
          onClick={() => setEditing({ node: null, parent: null })}
        >
          {t('knowledge.addChapter')}
        </Button>
      }
    >
      <Space wrap className="filter-bar">
        <OrgFilterSelects
          to="subject"
          filters={org}
          setFilter={(name, value) => {
            setOrg((current) => ({ ...current, [name]: value }));
            setCourseId(undefined);
          }}
        />
        <Select
          placeholder={t('knowledge.course')}
          aria-label={t('knowledge.course')}
          value={courseId}
          onChange={setCourseId}
          disabled={org.subjectId === undefined}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 200 }}
          options={(courses.data ?? []).map((c) => ({ value: c.courseId, label: `${c.name} (${c.code})` }))}
        />
        {/* docs/REQUIREMENTS.md §6.2: the course's knowledge points to Excel (in the filter bar, which wraps on a phone). */}
        <ExportButton path={API.exportKnowledge} params={{ courseId }} disabled={courseId === undefined} />
      </Space>
      {courseId === undefined ? (
        <Empty description={t('knowledge.chooseCourse')} />
      ) : (
        <>
          {(tree.data?.weightWarnings ?? []).map((parentId) => (
            <Alert
              key={String(parentId)}
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              message={t('knowledge.weightWarning', {
                name: parentId === null ? t('knowledge.topLevel') : names.get(parentId),
                sum: sumUnder(parentId),
              })}
            />
          ))}
          <Table<Row>
            rowKey="knowledgeId"
            columns={columns}
            dataSource={toRows(tree.data?.tree ?? [])}
            loading={tree.isFetching}
            pagination={false}
            expandable={{ defaultExpandAllRows: true }}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
      <FormModal<KnowledgeInput>
        open={editing !== null}
        title={
          editing?.node
            ? t('common.edit')
            : editing?.parent
              ? `${t('knowledge.addPoint')} · ${editing.parent.name}`
              : t('knowledge.addChapter')
        }
        initialValues={initialValues as Partial<KnowledgeInput>}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="name" label={t('org.name')} rules={[zodRule(s.name, true)]}>
              <Input />
            </Form.Item>
            <Form.Item name="code" label={t('org.code')} rules={[zodRule(s.code, true)]}>
              <Input />
            </Form.Item>
            <Form.Item name="weight" label={t('knowledge.weight')} rules={[zodRule(s.weight)]}>
              <InputNumber min={0} max={100} addonAfter="%" />
            </Form.Item>
          </>
        )}
      </FormModal>
    </PageCard>
  );
}

function findNode(nodes: KnowledgeNode[], id: number): KnowledgeNode | undefined {
  for (const node of nodes) {
    if (node.knowledgeId === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

import type { KnowledgeNode } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { courseOptions, knowledgeTree } from './api';

interface PickerProps {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  id?: string;
  style?: CSSProperties;
}

/** A course, searched by name or code. Keyed under "courses" so saving a course refreshes it. */
export function CourseSelect({ value, onChange, id, style }: PickerProps) {
  const { t } = useTranslation();
  const courses = useQuery({ queryKey: ['courses', 'options', 'all'], queryFn: courseOptions });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={t('question.course')}
      aria-label={t('question.course')}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next)}
      loading={courses.isFetching}
      options={(courses.data ?? []).map((course) => ({ value: course.courseId, label: `${course.name} (${course.code})` }))}
      style={{ minWidth: 200, ...style }}
    />
  );
}

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}
const toTreeOptions = (nodes: KnowledgeNode[]): TreeOption[] =>
  nodes.map((node) => ({
    value: node.knowledgeId,
    title: `${node.name} (${node.code})`,
    ...(node.children.length > 0 ? { children: toTreeOptions(node.children) } : {}),
  }));

/**
 * A chapter or appraisal point of the chosen course; waits for the course. Keyed like the
 * knowledge screen's tree, so both share one fetch and editing the tree refreshes this.
 */
export function KnowledgeSelect({ courseId, value, onChange, id, style }: PickerProps & { courseId?: number }) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: ['knowledge', 'tree', courseId], queryFn: () => knowledgeTree(courseId!), enabled: courseId !== undefined });
  return (
    <TreeSelect
      id={id}
      showSearch
      allowClear
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder={t('question.knowledge')}
      aria-label={t('question.knowledge')}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next)}
      loading={tree.isFetching}
      disabled={courseId === undefined}
      treeData={courseId === undefined ? [] : toTreeOptions(tree.data?.tree ?? [])}
      popupMatchSelectWidth={false}
      style={{ minWidth: 200, ...style }}
    />
  );
}

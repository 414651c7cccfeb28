import { API, type CourseOption, type KnowledgeNode, type KnowledgeTree } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../lib/http';

const listCourseOptions = () => request<CourseOption[]>({ url: API.listAllCourseForSelect, method: 'GET' });
const loadKnowledgeTree = (courseId: number) => request<KnowledgeTree>({ url: API.listKnowledgeTree, method: 'GET', params: { courseId } });

interface CourseSelectProps {
  value?: number | null;
  onChange?: (courseId: number | undefined) => void;
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  style?: CSSProperties;
}

/** Every course, searchable by name or code. Keyed under "courses", so saving a course refreshes it. */
export function CourseSelect({ value, onChange, id, disabled, allowClear = true, placeholder, style }: CourseSelectProps) {
  const { t } = useTranslation();
  const courses = useQuery({ queryKey: ['courses', 'options', 'all'], queryFn: listCourseOptions });
  return (
    <Select
      id={id}
      showSearch
      allowClear={allowClear}
      optionFilterProp="label"
      placeholder={placeholder ?? t('common.course')}
      aria-label={t('common.course')}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next)}
      disabled={disabled}
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

interface KnowledgeSelectProps {
  courseId: number | undefined;
  value?: number | null;
  /** null when cleared: "the whole course" for a rule, "any" for a filter. */
  onChange?: (knowledgeId: number | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  ariaLabel?: string;
  style?: CSSProperties;
}

/**
 * A chapter or appraisal point of the chosen course, in its tree; waits for the course. Keyed
 * like the knowledge screen's tree, so both share one fetch and editing the tree refreshes this.
 */
export function KnowledgeSelect({ courseId, value, onChange, id, disabled, placeholder, ariaLabel, style }: KnowledgeSelectProps) {
  const { t } = useTranslation();
  const tree = useQuery({
    queryKey: ['knowledge', 'tree', courseId],
    queryFn: () => loadKnowledgeTree(courseId!),
    enabled: courseId !== undefined,
  });
  return (
    <TreeSelect
      id={id}
      showSearch
      allowClear
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder={placeholder ?? t('common.knowledgePoint')}
      aria-label={ariaLabel ?? t('common.knowledgePoint')}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      loading={tree.isFetching}
      disabled={disabled || courseId === undefined}
      treeData={courseId === undefined ? [] : toTreeOptions(tree.data?.tree ?? [])}
      popupMatchSelectWidth={false}
      style={{ minWidth: 180, ...style }}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { listKnowledgeOptions } from './api';
import { knowledgeTree } from './paper-model';

interface KnowledgeSelectProps {
  courseId: number | undefined;
  value?: number | null;
  onChange?: (knowledgeId: number | null) => void;
  /** What an empty choice means here ("whole course", "any knowledge point"). */
  placeholder: string;
  ariaLabel: string;
  disabled?: boolean;
  style?: React.CSSProperties;
}

/** A knowledge point of the course, chosen in its chapter tree; clearing it means the whole course. */
export function KnowledgeSelect({ courseId, value, onChange, placeholder, ariaLabel, disabled, style }: KnowledgeSelectProps) {
  // "knowledge" first in the key: editing knowledge points refreshes this tree too.
  const options = useQuery({ queryKey: ['knowledge', 'options', courseId], queryFn: () => listKnowledgeOptions(courseId!), enabled: courseId !== undefined });
  const tree = useMemo(() => knowledgeTree(options.data ?? []), [options.data]);
  return (
    <TreeSelect
      aria-label={ariaLabel}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      treeData={tree}
      treeDefaultExpandAll
      allowClear
      showSearch
      treeNodeFilterProp="title"
      disabled={disabled || courseId === undefined}
      loading={options.isFetching}
      popupMatchSelectWidth={false}
      style={{ minWidth: 180, ...style }}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgSelect } from '../../components/org-select';
import { type BatchPlacement, listBatchOptions } from './api';
import { SearchSelect } from './search-select';

interface BatchPickerProps {
  value?: number[];
  onChange?: (classIds: number[]) => void;
  id?: string;
}

const batchLabel = (batch: { name: string; code: string }) => `${batch.name} (${batch.code})`;

/**
 * The batches a normal publication is given to. The project, category and job type selects only
 * narrow the list to choose from; batches already chosen stay chosen (and named) whatever the filter.
 */
export function BatchPicker({ value = [], onChange, id }: BatchPickerProps) {
  const { t } = useTranslation();
  const [placement, setPlacement] = useState<BatchPlacement>({});
  // "classes" first in the key: saving a batch elsewhere refreshes these lists.
  const all = useQuery({ queryKey: ['classes', 'options', 'all'], queryFn: () => listBatchOptions() });
  const narrowing = Object.values(placement).some((level) => level !== undefined);
  const narrowed = useQuery({
    queryKey: ['classes', 'options', 'placement', placement],
    queryFn: () => listBatchOptions(placement),
    enabled: narrowing,
  });
  const shown = narrowing ? (narrowed.data ?? []) : (all.data ?? []);
  const chosen = (all.data ?? []).filter((batch) => value.includes(batch.classId) && !shown.some((s) => s.classId === batch.classId));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <OrgSelect level="school" value={placement.schoolId} onChange={(schoolId) => setPlacement({ schoolId })} style={{ width: 200 }} />
        <OrgSelect
          level="department"
          parentId={placement.schoolId}
          value={placement.departmentId}
          onChange={(departmentId) => setPlacement({ schoolId: placement.schoolId, departmentId })}
          style={{ width: 200 }}
        />
        <OrgSelect
          level="subject"
          parentId={placement.departmentId}
          value={placement.subjectId}
          onChange={(subjectId) => setPlacement({ ...placement, subjectId })}
          style={{ width: 200 }}
        />
      </Space>
      <SearchSelect<number[]>
        id={id}
        mode="multiple"
        label={t('publication.batches')}
        placeholder={t('publication.chooseBatches')}
        value={value}
        onChange={(next: number[]) => onChange?.(next)}
        loading={all.isFetching || narrowed.isFetching}
        options={[...shown, ...chosen].map((batch) => ({ value: batch.classId, label: batchLabel(batch) }))}
      />
    </Space>
  );
}

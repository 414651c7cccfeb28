import type { PaperOption } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseSelect } from '../../components/course-pickers';
import { getPaperQuietly, listPaperOptions } from './api';
import { SearchSelect } from './search-select';

interface PaperPickerProps {
  value?: number;
  onChange?: (paperId: number | undefined) => void;
  /** Called with the paper the user picks (not when the form is filled), to default the duration. */
  onPicked?: (paper: PaperOption | undefined) => void;
  id?: string;
}

/** The paper, found by course, with what the candidates will face: total, pass score and duration. */
export function PaperPicker({ value, onChange, onPicked, id }: PaperPickerProps) {
  const { t } = useTranslation();
  const [courseId, setCourseId] = useState<number | undefined>();
  const papers = useQuery({ queryKey: ['papers', 'options', 'all'], queryFn: listPaperOptions });
  const chosen = papers.data?.find((paper) => paper.paperId === value);
  const detail = useQuery({ queryKey: ['papers', 'quiet', value], queryFn: () => getPaperQuietly(value!), enabled: value !== undefined });
  const listed = (papers.data ?? []).filter((paper) => courseId === undefined || paper.courseId === courseId || paper.paperId === value);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <CourseSelect placeholder={t('publication.courseFilter')} value={courseId} onChange={setCourseId} style={{ width: '100%' }} />
      <SearchSelect<number>
        id={id}
        allowClear={false}
        label={t('publication.paper')}
        placeholder={t('publication.choosePaper')}
        value={value}
        onChange={(paperId?: number) => {
          onChange?.(paperId);
          onPicked?.(papers.data?.find((paper) => paper.paperId === paperId));
        }}
        loading={papers.isFetching}
        options={listed.map((paper) => ({ value: paper.paperId, label: paper.name }))}
      />
      {chosen && (
        <Descriptions
          size="small"
          bordered
          column={3}
          className="publication-paper-summary"
          items={[
            { key: 'total', label: t('publication.totalScore'), children: chosen.totalScore },
            { key: 'pass', label: t('publication.passScore'), children: detail.data?.passScore ?? '—' },
            {
              key: 'duration',
              label: t('publication.paperDuration'),
              children: t('publication.minutes', { count: chosen.durationMinutes }),
            },
          ]}
        />
      )}
    </Space>
  );
}

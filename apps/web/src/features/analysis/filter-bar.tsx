import type { PublicationKind } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgSelect } from '../../components/org-select';
import { listPublicationOptions } from './api';
import { type AnalysisFilterState, ORG_FILTER_KEYS, withOrgLevel } from './filter-url';

const LEVELS = [
  { key: 'schoolId', level: 'school' },
  { key: 'departmentId', level: 'department' },
  { key: 'subjectId', level: 'subject' },
  { key: 'classId', level: 'class' },
] as const;

/** The exams of the select, for the screen to name a publication id. */
export const usePublicationOptions = (kind?: PublicationKind) =>
  useQuery({ queryKey: ['publications', 'options', 'analysis', kind ?? 'all'], queryFn: () => listPublicationOptions(kind) });

/**
 * Project → job category → job type → batch, and the exam: every analysis screen's filter.
 * Each choice applies at once (the figures are one call away).
 */
export function AnalysisFilterBar({
  filter,
  onChange,
  kind,
}: {
  filter: AnalysisFilterState;
  onChange: (filter: AnalysisFilterState) => void;
  kind?: PublicationKind;
}) {
  const { t } = useTranslation();
  const publications = usePublicationOptions(kind);
  const empty = Object.values(filter).every((value) => value === undefined);
  return (
    <Space wrap className="filter-bar analysis-filters" data-testid="analysis-filters">
      {LEVELS.map(({ key, level }, index) => (
        <OrgSelect
          key={key}
          level={level}
          parentId={index === 0 ? undefined : filter[ORG_FILTER_KEYS[index - 1]!]}
          value={filter[key]}
          onChange={(id) => onChange(withOrgLevel(filter, key, id))}
        />
      ))}
      <Select
        className="analysis-publication"
        showSearch
        allowClear
        optionFilterProp="label"
        aria-label={t('analysis.filter.publication')}
        placeholder={t('analysis.filter.allPublications')}
        notFoundContent={t('analysis.filter.noPublications')}
        loading={publications.isFetching}
        value={filter.publicationId}
        onChange={(publicationId?: number) => onChange({ ...filter, publicationId })}
        options={(publications.data ?? []).map((option) => ({ value: option.publicationId, label: option.name }))}
      />
      <Button onClick={() => onChange({})} disabled={empty}>
        {t('analysis.filter.reset')}
      </Button>
    </Space>
  );
}

import { PUBLICATION_KINDS, type PublicationKind, type PublicationState } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextFilters } from '../../components/record-fields';
import { listBatchOptions, listPaperOptions } from './api';
import { SHOWN_STATES } from './publication-actions';
import { SearchSelect } from './search-select';

export const PUBLICATION_FILTERS = {
  name: '',
  state: undefined as PublicationState | undefined,
  kind: undefined as PublicationKind | undefined,
  paperId: undefined as number | undefined,
  classId: undefined as number | undefined,
};
export type PublicationFilterValues = typeof PUBLICATION_FILTERS;

interface PublicationFiltersProps {
  filters: PublicationFilterValues;
  setFilter: <K extends keyof PublicationFilterValues>(name: K, value: PublicationFilterValues[K]) => void;
  search: () => void;
}

/** The list's filters: name, state (as the server clock has it), kind, paper and batch. */
export function PublicationFilters({ filters, setFilter, search }: PublicationFiltersProps) {
  const { t } = useTranslation();
  const papers = useQuery({ queryKey: ['papers', 'options', 'all'], queryFn: listPaperOptions });
  const batches = useQuery({ queryKey: ['classes', 'options', 'all'], queryFn: () => listBatchOptions() });
  const selects: {
    name: Exclude<keyof PublicationFilterValues, 'name'>;
    label: string;
    loading?: boolean;
    options: { value: string | number; label: string }[];
  }[] = [
    {
      name: 'state',
      label: t('publication.state'),
      options: SHOWN_STATES.map((state) => ({ value: state, label: t(`publication.states.${state}`) })),
    },
    {
      name: 'kind',
      label: t('publication.kind'),
      options: PUBLICATION_KINDS.map((kind) => ({ value: kind, label: t(`publication.kinds.${kind}`) })),
    },
    {
      name: 'paperId',
      label: t('publication.paper'),
      loading: papers.isFetching,
      options: (papers.data ?? []).map((paper) => ({ value: paper.paperId, label: paper.name })),
    },
    {
      name: 'classId',
      label: t('publication.batch'),
      loading: batches.isFetching,
      options: (batches.data ?? []).map((batch) => ({ value: batch.classId, label: `${batch.name} (${batch.code})` })),
    },
  ];
  // Its own Space: the filter bar's Space sees this component as one item.
  return (
    <Space wrap>
      <TextFilters
        fields={[['name', 'publication.name']]}
        filters={filters}
        setFilter={(name, value) => setFilter(name, value)}
        search={search}
      />
      {selects.map(({ name, label, loading, options }) => (
        <SearchSelect<string | number>
          key={name}
          label={label}
          value={filters[name]}
          onChange={(value?: string | number) => setFilter(name, value as PublicationFilterValues[typeof name])}
          loading={loading}
          options={options}
          style={{ width: 180 }}
        />
      ))}
    </Space>
  );
}

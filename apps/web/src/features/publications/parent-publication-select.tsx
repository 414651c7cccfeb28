import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listPublicationOptions } from './api';
import { SearchSelect } from './search-select';

interface ParentPublicationSelectProps {
  value?: number | null;
  onChange?: (publicationId: number | null) => void;
  /** The publication being edited, which cannot re-examine itself. */
  exceptId: number | null;
  id?: string;
}

/** The normal publication a supplementary one re-examines: one that has been published. */
export function ParentPublicationSelect({ value, onChange, exceptId, id }: ParentPublicationSelectProps) {
  const { t } = useTranslation();
  const options = useQuery({ queryKey: ['publications', 'options', 'normal'], queryFn: () => listPublicationOptions('normal') });
  const published = (options.data ?? []).filter(
    (option) => option.publicationId !== exceptId && (option.state === 'published' || option.state === 'open' || option.state === 'closed'),
  );
  return (
    <SearchSelect<number>
      id={id}
      allowClear={false}
      label={t('publication.parent')}
      placeholder={t('publication.chooseParent')}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      loading={options.isFetching}
      options={published.map((option) => ({
        value: option.publicationId,
        label: `${option.name} · ${t(`publication.states.${option.state}`)}`,
      }))}
      style={{ width: '100%' }}
    />
  );
}

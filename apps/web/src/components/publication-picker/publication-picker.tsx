import type { PublicationOption } from '@kaoshi/contracts';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLOR = { open: 'green', published: 'blue', closed: 'default', draft: 'default', withdrawn: 'red' } as const;

/** The exam being watched; the list comes ordered (open ones first). */
export function PublicationPicker({
  options,
  loading,
  value,
  onChange,
}: {
  options: PublicationOption[];
  loading: boolean;
  value: number | undefined;
  onChange: (publicationId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      className="live-picker"
      aria-label={t('live.publication')}
      placeholder={t('live.choosePublication')}
      notFoundContent={t('live.noPublications')}
      loading={loading}
      value={value}
      onChange={onChange}
      showSearch
      optionFilterProp="title"
      options={options.map((option) => ({
        value: option.publicationId,
        title: option.name,
        label: (
          <span className="live-picker-option">
            <span className="live-picker-name">{option.name}</span>
            <Tag color={STATE_COLOR[option.state]}>{t(`live.states.${option.state}`)}</Tag>
          </span>
        ),
      }))}
    />
  );
}

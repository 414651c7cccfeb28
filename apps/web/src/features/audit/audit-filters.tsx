import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@kaoshi/contracts';
import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TextFilters } from '../../components/record-fields';
import { actionLabel } from './action-label';

/** `from` is the first chosen day's start, `to` the start of the day after the last (exclusive), in the viewer's zone. */
export const AUDIT_FILTERS = {
  from: undefined as number | undefined,
  to: undefined as number | undefined,
  username: '',
  action: undefined as string | undefined,
  targetType: undefined as string | undefined,
  text: '',
};
type AuditFilterValues = typeof AUDIT_FILTERS;

export function AuditFilters({
  filters,
  setFilter,
  search,
}: {
  filters: AuditFilterValues;
  setFilter: (name: keyof AuditFilterValues, value: AuditFilterValues[keyof AuditFilterValues]) => void;
  search: () => void;
}) {
  const { t } = useTranslation();
  const days: [Dayjs | null, Dayjs | null] = [
    filters.from === undefined ? null : dayjs(filters.from),
    filters.to === undefined ? null : dayjs(filters.to).subtract(1, 'day'),
  ];
  // Its own Space: the filter bar's Space sees this component as one item.
  return (
    <Space wrap>
      <DatePicker.RangePicker
        value={days}
        allowEmpty={[true, true]}
        placeholder={[t('audit.dateFrom'), t('audit.dateTo')]}
        aria-label={`${t('audit.dateFrom')} – ${t('audit.dateTo')}`}
        onChange={(dates) => {
          setFilter('from', dates?.[0]?.startOf('day').valueOf());
          setFilter('to', dates?.[1]?.add(1, 'day').startOf('day').valueOf());
        }}
      />
      <TextFilters
        fields={[
          ['username', 'audit.user'],
          ['text', 'audit.text'],
        ]}
        filters={filters}
        setFilter={setFilter}
        search={search}
      />
      <Select
        placeholder={t('audit.action')}
        aria-label={t('audit.action')}
        value={filters.action}
        onChange={(value) => setFilter('action', value)}
        allowClear
        showSearch
        optionFilterProp="label"
        popupMatchSelectWidth={false}
        style={{ width: 200 }}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(t, action) }))}
      />
      <Select
        placeholder={t('audit.targetType')}
        aria-label={t('audit.targetType')}
        value={filters.targetType}
        onChange={(value) => setFilter('targetType', value)}
        allowClear
        popupMatchSelectWidth={false}
        style={{ width: 160 }}
        options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.areas.${type}`) }))}
      />
    </Space>
  );
}

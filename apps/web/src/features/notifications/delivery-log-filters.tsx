import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES } from '@kaoshi/contracts';
import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TextFilters } from '../../components/record-fields';

/** `from` is the first chosen day's start, `to` the start of the day after the last (exclusive), in the viewer's zone. */
export const DELIVERY_LOG_FILTERS = {
  from: undefined as number | undefined,
  to: undefined as number | undefined,
  recipient: '',
  channel: undefined as string | undefined,
  status: undefined as string | undefined,
  event: undefined as string | undefined,
};
type Values = typeof DELIVERY_LOG_FILTERS;

export function DeliveryLogFilters({
  filters,
  setFilter,
  search,
}: {
  filters: Values;
  setFilter: (name: keyof Values, value: Values[keyof Values]) => void;
  search: () => void;
}) {
  const { t } = useTranslation();
  const days: [Dayjs | null, Dayjs | null] = [
    filters.from === undefined ? null : dayjs(filters.from),
    filters.to === undefined ? null : dayjs(filters.to).subtract(1, 'day'),
  ];
  const select = (name: 'channel' | 'status' | 'event', label: string, options: { value: string; label: string }[], width: number) => (
    <Select
      placeholder={label}
      aria-label={label}
      value={filters[name]}
      onChange={(value) => setFilter(name, value)}
      allowClear
      popupMatchSelectWidth={false}
      style={{ width }}
      options={options}
    />
  );
  return (
    <Space wrap>
      <DatePicker.RangePicker
        value={days}
        allowEmpty={[true, true]}
        placeholder={[t('notification.log.dateFrom'), t('notification.log.dateTo')]}
        aria-label={`${t('notification.log.dateFrom')} – ${t('notification.log.dateTo')}`}
        onChange={(dates) => {
          setFilter('from', dates?.[0]?.startOf('day').valueOf());
          setFilter('to', dates?.[1]?.add(1, 'day').startOf('day').valueOf());
        }}
      />
      <TextFilters fields={[['recipient', 'notification.log.recipient']]} filters={filters} setFilter={setFilter} search={search} />
      {select(
        'event',
        t('notification.log.event'),
        NOTIFICATION_EVENTS.map((value) => ({ value, label: t(`notification.events.${value}`) })),
        180,
      )}
      {select(
        'channel',
        t('notification.log.channel'),
        NOTIFICATION_CHANNELS.map((value) => ({ value, label: t(`notification.channels.${value}`) })),
        130,
      )}
      {select(
        'status',
        t('notification.log.status'),
        NOTIFICATION_STATUSES.map((value) => ({ value, label: t(`notification.statuses.${value}`) })),
        130,
      )}
    </Space>
  );
}

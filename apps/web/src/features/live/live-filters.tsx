import { EXAM_STATUS, type ExamStatus } from '@kaoshi/contracts';
import { Checkbox, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveFilters } from './live-rows';

const STATUSES = Object.values(EXAM_STATUS) as ExamStatus[];

/** Filters apply as they change: the rows are all in the browser already. */
export function LiveFilterBar({ filters, onChange }: { filters: LiveFilters; onChange: (filters: LiveFilters) => void }) {
  const { t } = useTranslation();
  const set = <K extends keyof LiveFilters>(name: K, value: LiveFilters[K]) => onChange({ ...filters, [name]: value });
  const named = (key: string) => ({ placeholder: t(key), 'aria-label': t(key), allowClear: true });
  return (
    <Space wrap className="filter-bar live-filters">
      <Input.Search
        className="live-search"
        {...named('live.filter.search')}
        value={filters.search}
        onChange={(event) => set('search', event.target.value)}
      />
      <Select
        className="live-status-filter"
        mode="multiple"
        maxTagCount="responsive"
        {...named('live.filter.status')}
        value={filters.statuses}
        onChange={(value) => set('statuses', value)}
        options={STATUSES.map((status) => ({ value: status, label: t(`live.status.${status}`) }))}
      />
      <Select
        className="live-online-filter"
        {...named('live.filter.online')}
        value={filters.online}
        onChange={(value) => set('online', value)}
        options={[
          { value: 'online', label: t('live.onlineState.online') },
          { value: 'offline', label: t('live.onlineState.offline') },
        ]}
      />
      <Checkbox checked={filters.withEvents} onChange={(event) => set('withEvents', event.target.checked)}>
        {t('live.filter.withEvents')}
      </Checkbox>
    </Space>
  );
}

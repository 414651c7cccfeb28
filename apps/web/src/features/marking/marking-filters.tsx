import { EXAM_STATUS, type MarkingCandidate } from '@kaoshi/contracts';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListFilterBar } from '../../components/list-screen';
import type { useListQuery } from '../../lib/list-query';

const STATUSES = [0, 5, 3, 2, 4, 1] as const;
const GRADING = [0, 1, 2] as const;
const PASSED = [0, 1] as const;

/** The list's filters; "query" applies them (the list is paged by the server). */
/** The marking list's filters, kept by the tab's list query. */
export type MarkingFilters = { keyword: string; status?: number; gradingState?: number; passed?: number };

export function MarkingFilterBar({ list }: { list: ReturnType<typeof useListQuery<MarkingCandidate, MarkingFilters>> }) {
  const { t } = useTranslation();
  const named = (key: string) => ({ placeholder: t(key), 'aria-label': t(key), allowClear: true });
  return (
    <ListFilterBar list={list}>
      <Input
        className="marking-keyword"
        {...named('marking.filter.keyword')}
        value={list.filters.keyword}
        onChange={(event) => list.setFilter('keyword', event.target.value)}
        onPressEnter={list.search}
      />
      <Select
        className="marking-filter"
        {...named('marking.filter.status')}
        value={list.filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={STATUSES.map((status) => ({
          value: status,
          label: t(`marking.status.${status === EXAM_STATUS.NOT_STARTED ? 'noAttempt' : status}`),
        }))}
      />
      <Select
        className="marking-filter"
        {...named('marking.filter.gradingState')}
        value={list.filters.gradingState}
        onChange={(value) => list.setFilter('gradingState', value)}
        options={GRADING.map((state) => ({ value: state, label: t(`marking.grading.${state}`) }))}
      />
      <Select
        className="marking-filter"
        {...named('marking.filter.passed')}
        value={list.filters.passed}
        onChange={(value) => list.setFilter('passed', value)}
        options={PASSED.map((flag) => ({ value: flag, label: t(`marking.passed.${flag}`) }))}
      />
    </ListFilterBar>
  );
}

import type { Paged } from '@kaoshi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Filters = Record<string, string | number | undefined>;

/** docs/REQUIREMENTS.md §6.2: "query" resets the page to 1 when any filter other than page and limit is filled. */
export function pageAfterQuery(filters: Filters, currentPage: number): number {
  const filled = Object.entries(filters).some(([key, value]) => key !== 'page' && key !== 'limit' && value !== undefined && value !== '');
  return filled ? 1 : currentPage;
}

/** Drops blank filters so the query string carries only what the user filled. */
export function cleanFilters(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}

/** One list screen's state: filters being edited, filters applied, page, and the query. */
export function useListQuery<T, F extends Filters>(key: string, fetchPage: (params: Filters) => Promise<Paged<T>>, initialFilters: F) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<F>(initialFilters);
  const [applied, setApplied] = useState<F>(initialFilters);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [sort, setSort] = useState<{ sortField?: string; sortOrder?: 'ascend' | 'descend' }>({});

  const query = useQuery({
    queryKey: [key, cleanFilters(applied), page, limit, sort],
    queryFn: () => fetchPage({ ...cleanFilters({ ...applied, ...sort }), page, limit }),
    placeholderData: keepPreviousData,
  });

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize: limit,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t('common.total', { count }),
    onChange: (nextPage, nextLimit) => {
      setPage(nextLimit !== limit ? 1 : nextPage);
      setLimit(nextLimit);
    },
  };

  /** Column sorting is done by the server (the whole list, not the page shown). */
  const onTableChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.field === 'string' ? one.field : undefined;
    setSort(one?.order && field ? { sortField: field, sortOrder: one.order } : {});
  };

  return {
    query,
    onTableChange,
    /** The applied filters and sort, as the export call takes them. */
    appliedParams: () => cleanFilters({ ...applied, ...sort }),
    rows: query.data?.list ?? [],
    filters,
    setFilter: (name: keyof F, value: F[keyof F]) => setFilters((current) => ({ ...current, [name]: value })),
    search: () => {
      setPage(pageAfterQuery(filters, page));
      setApplied(filters);
    },
    /** Changes some filters and applies them at once (a count that filters when clicked). */
    searchWith: (changes: Partial<F>) => {
      const next = { ...filters, ...changes };
      setFilters(next);
      setPage(pageAfterQuery(next, page));
      setApplied(next);
    },
    reset: () => {
      setFilters(initialFilters);
      setApplied(initialFilters);
      setPage(1);
    },
    pagination,
  };
}

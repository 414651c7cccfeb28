import type { AnalysisFilter } from '@kaoshi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { filterParams } from './filter-url';
import { useAnalysisFilter } from './use-analysis-filter';

/**
 * A statistics page's filter (kept in the URL at `path`) and its figures for that filter; the
 * previous figures stay on screen while the next load.
 */
export function useAnalysisStatistics<T>(path: string, name: string, fetch: (params: AnalysisFilter) => Promise<T>) {
  const { filter, setFilter } = useAnalysisFilter(path);
  const params = useMemo(() => filterParams(filter), [filter]);
  const stats = useQuery({ queryKey: ['analysis', name, params], queryFn: () => fetch(params), placeholderData: keepPreviousData });
  return { filter, setFilter, params, stats };
}

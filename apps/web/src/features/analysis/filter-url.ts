import type { AnalysisFilter } from '@kaoshi/contracts';

/**
 * The analysis filter as it lives in the URL query, so a screen can be linked and reloaded.
 * `departmentId` (job category) only narrows the job-type select and is not sent to the server.
 */
export interface AnalysisFilterState {
  schoolId?: number;
  departmentId?: number;
  subjectId?: number;
  classId?: number;
  publicationId?: number;
}

/** The cascade top down: changing one level clears those below it. */
export const ORG_FILTER_KEYS = ['schoolId', 'departmentId', 'subjectId', 'classId'] as const;
const FILTER_KEYS = [...ORG_FILTER_KEYS, 'publicationId'] as const;

const positiveId = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
};

/** Reads the filter from a query string ("?schoolId=1&…"); anything that is not an id is ignored. */
export function filterFromSearch(search: string): AnalysisFilterState {
  const params = new URLSearchParams(search);
  const filter: AnalysisFilterState = {};
  for (const key of FILTER_KEYS) {
    const id = positiveId(params.get(key));
    if (id !== undefined) filter[key] = id;
  }
  return filter;
}

/** The filter (and any extra screen state, such as the open tab) as "?…", or "" when empty. */
export function searchFromFilter(filter: AnalysisFilterState, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filter[key] !== undefined) params.set(key, String(filter[key]));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One level changed: the levels below it no longer apply. */
export function withOrgLevel(
  filter: AnalysisFilterState,
  key: (typeof ORG_FILTER_KEYS)[number],
  id: number | undefined,
): AnalysisFilterState {
  const next: AnalysisFilterState = { ...filter, [key]: id };
  for (const below of ORG_FILTER_KEYS.slice(ORG_FILTER_KEYS.indexOf(key) + 1)) delete next[below];
  if (id === undefined) delete next[key];
  return next;
}

/** What the server's AnalysisFilter reads (no helper levels, no empty values). */
export function filterParams(filter: AnalysisFilterState): AnalysisFilter {
  const params: AnalysisFilter = {};
  if (filter.schoolId) params.schoolId = filter.schoolId;
  if (filter.subjectId) params.subjectId = filter.subjectId;
  if (filter.classId) params.classId = filter.classId;
  if (filter.publicationId) params.publicationId = filter.publicationId;
  return params;
}

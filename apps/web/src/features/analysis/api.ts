import {
  type AnalysisFilter,
  API,
  type ClassRanking,
  type ItemAnalysisRow,
  type MasteryRow,
  type PassStatistics,
  type PublicationKind,
  type PublicationOption,
  type SupplementaryStatistics,
} from '@kaoshi/contracts';
import { request } from '../../lib/http';

/** The exams to filter by; `kind` narrows to normal exams or re-exams. */
export const listPublicationOptions = (kind?: PublicationKind) =>
  request<PublicationOption[]>({ url: API.listAllPublicationForSelect, method: 'GET', params: kind ? { kind } : {} });

const get =
  <T>(url: string) =>
  (filter: AnalysisFilter) =>
    request<T>({ url, method: 'GET', params: filter });

export const fetchClassRanking = get<ClassRanking>(API.classRanking);
export const fetchPassStatistics = get<PassStatistics>(API.passStatistics);
export const fetchSupplementaryStatistics = get<SupplementaryStatistics>(API.supplementaryStatistics);
export const fetchItemAnalysis = get<ItemAnalysisRow[]>(API.itemAnalysis);
export const fetchKnowledgeMastery = get<MasteryRow[]>(API.knowledgeMastery);

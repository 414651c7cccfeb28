import { API, type AuditRecord, type Paged } from '@kaoshi/contracts';
import { request } from '../../lib/http';
import type { Filters } from '../../lib/list-query';

export const listAudit = (params: Filters) => request<Paged<AuditRecord>>({ url: API.listAuditLog, method: 'GET', params });
export const AUDIT_EXPORT_PATH = API.exportAuditLog;

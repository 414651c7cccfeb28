import { API, type Dashboard } from '@kaoshi/contracts';
import { clockOffset } from '../../lib/server-clock';
import { request } from '../../lib/http';

/** The overview with the browser's offset from the server clock, measured around the call. */
export interface DashboardSnapshot {
  dashboard: Dashboard;
  offset: number;
}

export async function fetchDashboard(): Promise<DashboardSnapshot> {
  const requestedAt = Date.now();
  const dashboard = await request<Dashboard>({ url: API.dashboard, method: 'GET' });
  return { dashboard, offset: clockOffset(dashboard.serverNow, Date.now(), requestedAt) };
}

export const DASHBOARD_KEY = ['dashboard'] as const;
/** The figures move slowly; every 30 s is fresh enough without loading the server. */
export const DASHBOARD_REFRESH_MS = 30_000;

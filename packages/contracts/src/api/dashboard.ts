/**
 * The dashboard (docs/REQUIREMENTS.md §10.2): each part is present only when the viewer's permissions include its
 * key; a missing part is `null`, never an empty list that would read as "nothing there".
 */
export interface DashboardCounts {
  /** SCHOOL-SCHOOLMANAGE */
  projects: number | null;
  /** STUDENT */
  candidates: number | null;
  /** EXAM-QUESTION */
  questions: number | null;
  /** PUBLISHMANAGE or MARKINGPAPERS */
  examsOpenNow: number | null;
}
export interface DashboardExam {
  publicationId: number;
  name: string;
  startsAt: number;
  endsAt: number;
}
export interface RunningExam extends DashboardExam {
  /** Candidates with a heartbeat in the last 20 s. */
  online: number;
  sitting: number;
}
export interface RecentPassRate extends DashboardExam {
  sat: number;
  passed: number;
  /** The pass rate over sitters (passRateOverSitters, docs/RESULTS.md). */
  passRate: number | null;
}
export interface Dashboard {
  serverNow: number;
  counts: DashboardCounts;
  /** PUBLISHMANAGE or MARKINGPAPERS: the next 7 days. */
  upcoming: DashboardExam[] | null;
  /** PUBLISHMANAGE or MARKINGPAPERS. */
  running: RunningExam[] | null;
  /** ISPASS-STATISTICS or EXAM-CLASSRANKING: the last 10 closed publications. */
  recentPassRates: RecentPassRate[] | null;
}
export const DASHBOARD_ONLINE_MS = 20_000;
export const DASHBOARD_UPCOMING_MS = 7 * 24 * 3600_000;

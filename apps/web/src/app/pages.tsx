import type { ConsoleRoute } from '@kaoshi/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../components/plain/spinner';
import { PageErrorBoundary } from '../layout/error-log/page-error-boundary';

/** Route name → page. Pages load lazily so the login screen stays small. */
const NotBuiltPage = lazy(() => import('../components/not-built-page').then((module) => ({ default: module.NotBuiltPage })));
const PAGES: Record<string, ComponentType> = {
  Dashboard: lazy(() => import('../features/dashboard/dashboard-page')),
  Profile: lazy(() => import('../features/profile/profile-page')),
  UserManage: lazy(() => import('../features/users/user-manage-page')),
  RoleManage: lazy(() => import('../features/roles/role-manage-page')),
  PermissionManage: lazy(() => import('../features/permissions/permission-manage-page')),
  AuditLog: lazy(() => import('../features/audit/audit-log-page')),
  Kaoshi: lazy(() => import('../features/attempts/kaoshi-page')),
  KaoshiIndex: lazy(() => import('../features/attempts/exam-room-page')),
  SocketA: lazy(() => import('../features/attempts/exam-page')),
  ExamStudentTest: lazy(() => import('../features/attempts/exam-student-page')),
  PublishManage: lazy(() => import('../features/publications/publish-manage-page')),
  ExaminationSituation: lazy(() => import('../features/live/examination-situation-page')),
  ExaminationRead: lazy(() => import('../features/marking/examination-read-page')),
  ExamClassRanking: lazy(() => import('../features/analysis/class-ranking-page')),
  IsPassStatistics: lazy(() => import('../features/analysis/pass-statistics-page')),
  ExamSupplementary: lazy(() => import('../features/analysis/supplementary-page')),
  Icons: lazy(() => import('../features/icons/icons-page')),
  EditorPlayground: lazy(() => import('../features/editor-playground/editor-playground-page')),
  SchoolManage: lazy(() => import('../features/schools/schools-page')),
  DepartmentManage: lazy(() => import('../features/departments/departments-page')),
  SubjectManage: lazy(() => import('../features/subjects/subjects-page')),
  ClassesManage: lazy(() => import('../features/classes/classes-page')),
  ExamCourse: lazy(() => import('../features/courses/courses-page')),
  ExamKnow: lazy(() => import('../features/knowledge/knowledge-page')),
  ExamStudent: lazy(() => import('../features/students/students-page')),
  QuestionBank: lazy(() => import('../features/questions/questions-page')),
  ExamManage: lazy(() => import('../features/papers/papers-page')),
  ExamInstruction: lazy(() => import('../features/notices/notices-page')),
};

/** Candidate pages live outside the console layout (DESIGN.md). */
export const BARE_PAGES = new Set(['Kaoshi', 'KaoshiIndex', 'SocketA']);

export function PageFor({ route }: { route: ConsoleRoute }) {
  const Page = PAGES[route.name] ?? NotBuiltPage;
  return (
    <PageErrorBoundary name={route.name}>
      <Suspense fallback={<Spinner size="large" className="page-loading" />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

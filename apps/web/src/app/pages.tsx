import type { ConsoleRoute } from '@kaoshi/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../components/plain/spinner';
import { PageErrorBoundary } from '../layout/error-log/page-error-boundary';
import { useSearchParams } from 'react-router';
import { withText } from './with-page-text';

/** Route name → page. Pages load lazily so the login screen stays small. */
const NotBuiltPage = lazy(() => import('../components/not-built-page').then((module) => ({ default: module.NotBuiltPage })));
const ExamRoomPage = lazy(() => import('../features/attempts/exam-room-page'));
const LearningPage = lazy(() => withText(['article'], import('../features/attempts/learning-page')));

/** /kaoshi-index: the exam room of the exam in ?publicationId=, or without one the learning articles. */
function KaoshiIndexPage() {
  const [params] = useSearchParams();
  return params.has('publicationId') ? <ExamRoomPage /> : <LearningPage />;
}

const PAGES: Record<string, ComponentType> = {
  Dashboard: lazy(() => withText(['dashboard'], import('../features/dashboard/dashboard-page'))),
  Profile: lazy(() => import('../features/profile/profile-page')),
  UserManage: lazy(() => import('../features/users/user-manage-page')),
  RoleManage: lazy(() => import('../features/roles/role-manage-page')),
  PermissionManage: lazy(() => import('../features/permissions/permission-manage-page')),
  AuditLog: lazy(() => withText(['audit'], import('../features/audit/audit-log-page'))),
  Kaoshi: lazy(() => import('../features/attempts/kaoshi-page')),
  KaoshiIndex: KaoshiIndexPage,
  KaoshiLearning: LearningPage,
  KaoshiCertificates: lazy(() => withText(['certificate'], import('../features/attempts/my-certificates-page'))),
  CertificateManage: lazy(() => withText(['certificate'], import('../features/certificates/certificate-manage-page'))),
  SocketA: lazy(() => import('../features/attempts/exam-page')),
  ExamStudentTest: lazy(() => import('../features/attempts/exam-student-page')),
  PublishManage: lazy(() => withText(['publication'], import('../features/publications/publish-manage-page'))),
  ExaminationSituation: lazy(() => withText(['ticket', 'live'], import('./examination-situation-page'))),
  ExaminationRead: lazy(() => withText(['questionWritten'], import('../features/marking/examination-read-page'))),
  ExamClassRanking: lazy(() => withText(['analysis'], import('../features/analysis/class-ranking-page'))),
  IsPassStatistics: lazy(() => withText(['analysis'], import('../features/analysis/pass-statistics-page'))),
  ExamSupplementary: lazy(() => withText(['analysis'], import('../features/analysis/supplementary-page'))),
  Icons: lazy(() => import('../features/icons/icons-page')),
  EditorPlayground: lazy(() => withText(['editor'], import('../features/editor-playground/editor-playground-page'))),
  SchoolManage: lazy(() => import('../features/schools/schools-page')),
  DepartmentManage: lazy(() => import('../features/departments/departments-page')),
  SubjectManage: lazy(() => import('../features/subjects/subjects-page')),
  ClassesManage: lazy(() => import('../features/classes/classes-page')),
  ExamCourse: lazy(() => withText(['editor'], import('../features/courses/courses-page'))),
  ExamKnow: lazy(() => import('../features/knowledge/knowledge-page')),
  ExamStudent: lazy(() => import('../features/students/students-page')),
  QuestionBank: lazy(() => withText(['editor', 'questionWritten'], import('../features/questions/questions-page'))),
  ExamManage: lazy(() => withText(['paper'], import('../features/papers/papers-page'))),
  ArticleManage: lazy(() => withText(['article', 'editor'], import('../features/articles/article-manage-page'))),
  ExamInstruction: lazy(() => withText(['editor'], import('../features/notices/notices-page'))),
  VenueManage: lazy(() => withText(['ticket'], import('../features/tickets/venue-manage-page'))),
  TicketManage: lazy(() => withText(['ticket', 'live'], import('../features/tickets/ticket-manage-page'))),
  KaoshiTicket: lazy(() => withText(['ticket'], import('../features/tickets/kaoshi-ticket-page'))),
  KaoshiRegistration: lazy(() => withText(['registration'], import('../features/registration/registration-page'))),
  RegistrationReview: lazy(() => withText(['registration'], import('../features/registration/review-page'))),
  RegistrationGroup: lazy(() => withText(['registration'], import('../features/registration/groups-page'))),
  AssessmentScore: lazy(() => withText(['assessment'], import('../features/assessments/scoring-page'))),
  KaoshiAssessment: lazy(() => withText(['assessment'], import('../features/assessments/kaoshi-assessment-page'))),
  AssessmentResults: lazy(() => withText(['assessment'], import('../features/assessments/results-page'))),
  DeliveryLog: lazy(() => withText(['notification'], import('../features/notifications/delivery-log-page'))),
  Messages: lazy(() => withText(['notification'], import('../features/notifications/messages-page'))),
  KaoshiMessages: lazy(() => withText(['notification'], import('../features/notifications/kaoshi-messages-page'))),
};

/** Candidate pages live outside the console layout (docs/REQUIREMENTS.md §2.3). */
export const BARE_PAGES = new Set([
  'Kaoshi',
  'KaoshiIndex',
  'KaoshiLearning',
  'KaoshiCertificates',
  'KaoshiTicket',
  'KaoshiAssessment',
  'KaoshiRegistration',
  'KaoshiMessages',
  'SocketA',
]);

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

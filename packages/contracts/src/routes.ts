import { AUDIT_READ_ACCESS } from './api/audit-access.js';
import type { PermissionKey } from './permissions.js';
import { ROLE } from './user-types.js';

/**
 * The console's route table (docs/REQUIREMENTS.md §2). The web maps each `name` to a page; the menu,
 * the guard, the breadcrumb and the tags view all read this one table.
 */
export interface ConsoleRoute {
  path: string;
  /** Unique; also the cache name of the view (docs/REQUIREMENTS.md §5). */
  name: string;
  /** i18n key of the title; the tags view shows 'no-name' where it is missing. */
  title?: string;
  icon?: string;
  /** The route is visible when the user holds any of these keys; none listed: everyone. */
  permissions?: PermissionKey[];
  /** The user must also hold one of these roles (docs/REQUIREMENTS.md §13: /examPublishManage needs SUPER). */
  roles?: string[];
  hidden?: boolean;
  /** Always show the submenu even with one child (docs/REQUIREMENTS.md §2: /school). */
  alwaysShow?: boolean;
  noCache?: boolean;
  affix?: boolean;
  children?: ConsoleRoute[];
}

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';
export const STUDENT_HOME_PATH = '/kaoshi';

/**
 * The required addresses of pages the console files under a parent menu: each opens the page at
 * its console address (the requirements list the analysis screens as /examClassRanking, /isPassStatistics
 * and /examSupplementary; the menu groups them under /examAnalysis). docs/REQUIREMENTS.md §2.1.
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/examClassRanking': '/examAnalysis/examClassRanking',
  '/isPassStatistics': '/examAnalysis/isPassStatistics',
  '/examSupplementary': '/examAnalysis/examSupplementary',
};

export const CONSOLE_ROUTES: ConsoleRoute[] = [
  { path: '/dashboard', name: 'Dashboard', title: 'route.dashboard', icon: 'dashboard', affix: true },
  { path: '/profile/index', name: 'Profile', title: 'route.profile', hidden: true, noCache: true },
  { path: '/icon/index', name: 'Icons', title: 'route.icons', hidden: true },
  // The editor on its own (docs/REQUIREMENTS.md §11), for staff who author content.
  {
    path: '/editor-playground',
    name: 'EditorPlayground',
    title: 'route.editorPlayground',
    hidden: true,
    noCache: true,
    permissions: ['COURSE', 'EXAM-QUESTION', 'EXAM-INSTRUCTION', 'EXAM-MANAGE'],
  },
  {
    path: '/school',
    name: 'School',
    title: 'route.school',
    icon: 'bank',
    alwaysShow: true,
    permissions: ['SCHOOL'],
    children: [
      { path: '/school/schoolManage', name: 'SchoolManage', title: 'route.schoolManage', permissions: ['SCHOOL-SCHOOLMANAGE'] },
      {
        path: '/school/departmentManage',
        name: 'DepartmentManage',
        title: 'route.departmentManage',
        permissions: ['SCHOOL-DEPARTMENTMANAGE'],
      },
      { path: '/school/subjectManage', name: 'SubjectManage', title: 'route.subjectManage', permissions: ['SCHOOL-SUBJECTMANAGE'] },
      { path: '/school/classesManage', name: 'ClassesManage', title: 'route.classesManage', permissions: ['SCHOOL-CLASSMANAGE'] },
    ],
  },
  {
    path: '/system',
    name: 'System',
    title: 'route.system',
    icon: 'setting',
    permissions: ['SYSTEM'],
    children: [
      { path: '/system/userManage', name: 'UserManage', title: 'route.userManage', permissions: ['SYSTEM-USER'] },
      { path: '/system/roleManage', name: 'RoleManage', title: 'route.roleManage', permissions: ['SYSTEM-ROLE'] },
      { path: '/system/permissionManage', name: 'PermissionManage', title: 'route.permissionManage', permissions: ['SYSTEM-PERMISSION'] },
      // The audit trail (docs/REQUIREMENTS.md §17), for administrators (decision 0010).
      {
        path: '/system/auditLog',
        name: 'AuditLog',
        title: 'route.auditLog',
        permissions: [AUDIT_READ_ACCESS.permission],
        roles: AUDIT_READ_ACCESS.roles,
      },
    ],
  },
  {
    path: '/baseData',
    name: 'BaseData',
    title: 'route.baseData',
    icon: 'database',
    permissions: ['BASEDATA'],
    children: [
      { path: '/baseData/examCourse', name: 'ExamCourse', title: 'route.examCourse', permissions: ['COURSE'] },
      { path: '/baseData/examKnow', name: 'ExamKnow', title: 'route.examKnow', permissions: ['KNOW-CAPTER'] },
      { path: '/baseData/examStudent', name: 'ExamStudent', title: 'route.examStudent', permissions: ['STUDENT'] },
      { path: '/baseData/index', name: 'QuestionBank', title: 'route.questionBank', permissions: ['EXAM-QUESTION'] },
    ],
  },
  {
    path: '/examAnalysis',
    name: 'ExamAnalysis',
    title: 'route.examAnalysis',
    icon: 'barChart',
    permissions: ['EXAM-ANALYSIS'],
    children: [
      {
        path: '/examAnalysis/examClassRanking',
        name: 'ExamClassRanking',
        title: 'route.examClassRanking',
        permissions: ['EXAM-CLASSRANKING'],
      },
      {
        path: '/examAnalysis/isPassStatistics',
        name: 'IsPassStatistics',
        title: 'route.isPassStatistics',
        permissions: ['ISPASS-STATISTICS'],
      },
      {
        path: '/examAnalysis/examSupplementary',
        name: 'ExamSupplementary',
        title: 'route.examSupplementary',
        permissions: ['EXAM-SUPPLEMENTARY'],
      },
    ],
  },
  {
    path: '/exam-student',
    name: 'ExamStudent',
    title: 'route.examStudentRoot',
    icon: 'form',
    permissions: ['STUDENT-EXAM'],
    children: [
      { path: '/exam-student/examStudentTest', name: 'ExamStudentTest', title: 'route.examStudentTest', permissions: ['STUDENT-EXAM'] },
    ],
  },
  {
    path: '/examPublishManage',
    name: 'ExamPublishManage',
    title: 'route.examPublishManage',
    icon: 'send',
    permissions: ['PUBLISH-MANAGE'],
    roles: [ROLE.SUPER],
    children: [
      { path: '/examPublishManage/examManage', name: 'ExamManage', title: 'route.examManage', permissions: ['EXAM-MANAGE'] },
      {
        path: '/examPublishManage/examInstruction',
        name: 'ExamInstruction',
        title: 'route.examInstruction',
        permissions: ['EXAM-INSTRUCTION'],
      },
      { path: '/examPublishManage/publishManage', name: 'PublishManage', title: 'route.publishManage', permissions: ['PUBLISHMANAGE'] },
      {
        path: '/examPublishManage/examinationSituation',
        name: 'ExaminationSituation',
        title: 'route.examinationSituation',
        permissions: ['MARKINGPAPERS'],
      },
      {
        path: '/examPublishManage/certificateManage',
        name: 'CertificateManage',
        title: 'route.certificateManage',
        permissions: ['CERTIFICATE-MANAGE'],
      },
      { path: '/examPublishManage/venueManage', name: 'VenueManage', title: 'route.venueManage', permissions: ['EXAM-VENUE'] },
      { path: '/examPublishManage/ticketManage', name: 'TicketManage', title: 'route.ticketManage', permissions: ['EXAM-VENUE'] },
    ],
  },
  {
    path: '/registrationManage',
    name: 'RegistrationManage',
    title: 'route.registrationManage',
    icon: 'audit',
    permissions: ['REGISTRATION'],
    children: [
      {
        path: '/registrationManage/review',
        name: 'RegistrationReview',
        title: 'route.registrationReview',
        permissions: ['REGISTRATION-REVIEW'],
      },
      {
        path: '/registrationManage/group',
        name: 'RegistrationGroup',
        title: 'route.registrationGroup',
        permissions: ['REGISTRATION-GROUP', 'REGISTRATION-GROUP-REVIEW'],
      },
    ],
  },
  {
    path: '/assessmentManage',
    name: 'AssessmentManage',
    title: 'route.assessmentManage',
    icon: 'form',
    permissions: ['ASSESSMENT-SCORE', 'ASSESSMENT-RESULT'],
    children: [
      // The examiner's scoring page, sized for a tablet (docs/REQUIREMENTS.md §21.4).
      { path: '/assessmentManage/score', name: 'AssessmentScore', title: 'route.assessmentScore', permissions: ['ASSESSMENT-SCORE'] },
      {
        path: '/assessmentManage/results',
        name: 'AssessmentResults',
        title: 'route.assessmentResults',
        permissions: ['ASSESSMENT-RESULT'],
      },
    ],
  },
  // Learning articles candidates read from /kaoshi.
  { path: '/articleManage', name: 'ArticleManage', title: 'route.articleManage', icon: 'read', permissions: ['LEARNING-ARTICLE'] },
  // What the outbox sent to whom (docs/REQUIREMENTS.md §22); every user's own messages are in the navbar's message centre.
  { path: '/deliveryLog', name: 'DeliveryLog', title: 'route.deliveryLog', icon: 'mail', permissions: ['NOTIFICATION-LOG'] },
  { path: '/socketA', name: 'SocketA', title: 'route.socketA', hidden: true, noCache: true, permissions: ['STUDENT-EXAM'] },
  {
    path: '/examinationRead',
    name: 'ExaminationRead',
    title: 'route.examinationRead',
    hidden: true,
    noCache: true,
    permissions: ['MARKINGPAPERS'],
  },
  { path: '/kaoshi', name: 'Kaoshi', title: 'route.kaoshi', hidden: true },
  { path: '/kaoshi-index', name: 'KaoshiIndex', title: 'route.kaoshiIndex', hidden: true },
  { path: '/kaoshi-registration', name: 'KaoshiRegistration', title: 'route.kaoshiRegistration', hidden: true },
  // The candidate's learning page (also what /kaoshi-index shows when no exam is named).
  { path: '/kaoshi-learning', name: 'KaoshiLearning', title: 'route.kaoshiLearning', hidden: true },
  { path: '/kaoshi-certificates', name: 'KaoshiCertificates', title: 'route.kaoshiCertificates', hidden: true },
  { path: '/kaoshi-ticket', name: 'KaoshiTicket', title: 'route.kaoshiTicket', hidden: true },
  // The candidate's practical assessments: station, slot and, once confirmed, the result.
  { path: '/kaoshi-assessment', name: 'KaoshiAssessment', title: 'route.kaoshiAssessment', hidden: true },
  // Every user's own messages: staff in the console, candidates on their own page (the e-mails link there).
  { path: '/messages', name: 'Messages', title: 'route.messages', hidden: true },
  { path: '/kaoshi-messages', name: 'KaoshiMessages', title: 'route.kaoshiMessages', hidden: true },
];

export interface Viewer {
  roles: readonly string[];
  permissions: readonly string[];
}

function routeAllowed(route: ConsoleRoute, viewer: Viewer): boolean {
  if (viewer.roles.includes(ROLE.SUPER_ADMIN)) return true;
  if (route.roles && !route.roles.some((role) => viewer.roles.includes(role))) return false;
  if (!route.permissions || route.permissions.length === 0) return true;
  return route.permissions.some((key) => viewer.permissions.includes(key));
}

/**
 * docs/REQUIREMENTS.md §2.4: routes are filtered by the permissions list on their meta; SUPER_ADMIN sees all;
 * routes without a list are visible to everyone. A parent with no visible child is dropped.
 */
export function filterRoutes(routes: readonly ConsoleRoute[], viewer: Viewer): ConsoleRoute[] {
  const allowed: ConsoleRoute[] = [];
  for (const route of routes) {
    if (!routeAllowed(route, viewer)) continue;
    if (route.children) {
      const children = filterRoutes(route.children, viewer);
      if (children.length === 0) continue;
      allowed.push({ ...route, children });
    } else {
      allowed.push(route);
    }
  }
  return allowed;
}

/** Every leaf route, depth first. */
export function flattenRoutes(routes: readonly ConsoleRoute[]): ConsoleRoute[] {
  return routes.flatMap((route) => (route.children ? flattenRoutes(route.children) : [route]));
}

/** The chain of routes from the top of the table down to `path`, for breadcrumbs. */
export function routeTrail(routes: readonly ConsoleRoute[], path: string): ConsoleRoute[] {
  for (const route of routes) {
    if (route.path === path) return [route];
    if (route.children) {
      const below = routeTrail(route.children, path);
      if (below.length > 0) return [route, ...below];
    }
  }
  return [];
}

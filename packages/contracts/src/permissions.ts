/**
 * Permission keys of the console (docs/REQUIREMENTS.md §2.2). The tree below is seeded as permission records;
 * menus (type 0) group their pages, and every server route declares one of these keys.
 */
export const PERMISSION = {
  SCHOOL: 'SCHOOL',
  SCHOOL_MANAGE: 'SCHOOL-SCHOOLMANAGE',
  DEPARTMENT_MANAGE: 'SCHOOL-DEPARTMENTMANAGE',
  SUBJECT_MANAGE: 'SCHOOL-SUBJECTMANAGE',
  CLASS_MANAGE: 'SCHOOL-CLASSMANAGE',
  SYSTEM: 'SYSTEM',
  SYSTEM_USER: 'SYSTEM-USER',
  SYSTEM_ROLE: 'SYSTEM-ROLE',
  SYSTEM_PERMISSION: 'SYSTEM-PERMISSION',
  BASEDATA: 'BASEDATA',
  COURSE: 'COURSE',
  KNOW_CAPTER: 'KNOW-CAPTER',
  STUDENT: 'STUDENT',
  EXAM_QUESTION: 'EXAM-QUESTION',
  EXAM_ANALYSIS: 'EXAM-ANALYSIS',
  EXAM_CLASS_RANKING: 'EXAM-CLASSRANKING',
  IS_PASS_STATISTICS: 'ISPASS-STATISTICS',
  EXAM_SUPPLEMENTARY: 'EXAM-SUPPLEMENTARY',
  STUDENT_EXAM: 'STUDENT-EXAM',
  PUBLISH_MANAGE: 'PUBLISH-MANAGE',
  EXAM_MANAGE: 'EXAM-MANAGE',
  EXAM_INSTRUCTION: 'EXAM-INSTRUCTION',
  PUBLISHMANAGE: 'PUBLISHMANAGE',
  MARKING_PAPERS: 'MARKINGPAPERS',
  REGISTRATION: 'REGISTRATION',
  REGISTRATION_REVIEW: 'REGISTRATION-REVIEW',
  REGISTRATION_GROUP: 'REGISTRATION-GROUP',
  REGISTRATION_GROUP_REVIEW: 'REGISTRATION-GROUP-REVIEW',
  /** Learning articles candidates read between exams (/articleManage). */
  LEARNING_ARTICLE: 'LEARNING-ARTICLE',
  CERTIFICATE_MANAGE: 'CERTIFICATE-MANAGE',
  /** Venues, rooms and admission tickets (seats, printing). */
  EXAM_VENUE: 'EXAM-VENUE',
  /** Practical skills assessment (操作技能考核): its menu. */
  ASSESSMENT: 'ASSESSMENT',
  /** The task bank and its scoring sheets. */
  ASSESSMENT_TASK: 'ASSESSMENT-TASK',
  /** Sessions: stations, slots, the panel, publishing. */
  ASSESSMENT_SESSION: 'ASSESSMENT-SESSION',
  /** An examiner (考评员) scoring the candidates assigned to them. */
  ASSESSMENT_SCORE: 'ASSESSMENT-SCORE',
  /** Results: the chief examiner's decisions and confirmation, the board and the score register. */
  ASSESSMENT_RESULT: 'ASSESSMENT-RESULT',
  /** What was sent to whom through which channel, and resending (docs/REQUIREMENTS.md §22). */
  NOTIFICATION_LOG: 'NOTIFICATION-LOG',
} as const;

export type PermissionKey = (typeof PERMISSION)[keyof typeof PERMISSION];
export const PERMISSION_KEYS = Object.values(PERMISSION) as PermissionKey[];

/**
 * Keys that let a caller read the organisation and base-data pickers (the listAll…ForSelect
 * calls): a batch screen needs the project → job type selects, a question screen the course
 * select, and so on.
 */
export const ORGANISATION_READ_KEYS: readonly PermissionKey[] = [
  PERMISSION.SCHOOL_MANAGE,
  PERMISSION.DEPARTMENT_MANAGE,
  PERMISSION.SUBJECT_MANAGE,
  PERMISSION.CLASS_MANAGE,
  PERMISSION.COURSE,
  PERMISSION.KNOW_CAPTER,
  PERMISSION.STUDENT,
  PERMISSION.EXAM_QUESTION,
  PERMISSION.EXAM_MANAGE,
  // The analysis screens filter by project, job type and batch.
  PERMISSION.EXAM_CLASS_RANKING,
  PERMISSION.IS_PASS_STATISTICS,
  PERMISSION.EXAM_SUPPLEMENTARY,
  // Registration's queue filters by batch, and a group application names its batch.
  PERMISSION.REGISTRATION_REVIEW,
  PERMISSION.REGISTRATION_GROUP,
  PERMISSION.REGISTRATION_GROUP_REVIEW,
  // An article names the job types it is for.
  PERMISSION.LEARNING_ARTICLE,
];

/** Permission type: 0 menu, 1 button. Link type: 0 normal, 1 external (docs/REQUIREMENTS.md §13). */
export const PERMISSION_TYPE = { MENU: 0, BUTTON: 1 } as const;
export const LINK_TYPE = { NORMAL: 0, EXTERNAL: 1 } as const;

export interface PermissionSeed {
  key: PermissionKey;
  name: string;
  children?: PermissionSeed[];
}

/** The seeded tree; `name` is the English display name (the web translates by key). */
export const PERMISSION_TREE: PermissionSeed[] = [
  {
    key: 'SCHOOL',
    name: 'Organisation',
    children: [
      { key: 'SCHOOL-SCHOOLMANAGE', name: 'Exam projects' },
      { key: 'SCHOOL-DEPARTMENTMANAGE', name: 'Job categories' },
      { key: 'SCHOOL-SUBJECTMANAGE', name: 'Registered job types' },
      { key: 'SCHOOL-CLASSMANAGE', name: 'Registration batches' },
    ],
  },
  {
    key: 'SYSTEM',
    name: 'System',
    children: [
      { key: 'SYSTEM-USER', name: 'Users' },
      { key: 'SYSTEM-ROLE', name: 'Roles' },
      { key: 'SYSTEM-PERMISSION', name: 'Permissions' },
    ],
  },
  {
    key: 'BASEDATA',
    name: 'Base data',
    children: [
      { key: 'COURSE', name: 'Courses' },
      { key: 'KNOW-CAPTER', name: 'Knowledge points' },
      { key: 'STUDENT', name: 'Students' },
      { key: 'EXAM-QUESTION', name: 'Question bank' },
    ],
  },
  {
    key: 'EXAM-ANALYSIS',
    name: 'Score analysis',
    children: [
      { key: 'EXAM-CLASSRANKING', name: 'Ranking per batch' },
      { key: 'ISPASS-STATISTICS', name: 'Failed statistics' },
      { key: 'EXAM-SUPPLEMENTARY', name: 'Re-exam statistics' },
    ],
  },
  { key: 'STUDENT-EXAM', name: 'Take exam online' },
  {
    key: 'PUBLISH-MANAGE',
    name: 'Exam publishing',
    children: [
      { key: 'EXAM-MANAGE', name: 'Exam papers' },
      { key: 'EXAM-INSTRUCTION', name: 'Exam notices' },
      { key: 'PUBLISHMANAGE', name: 'Publish exams' },
      { key: 'MARKINGPAPERS', name: 'Marking' },
      { key: 'CERTIFICATE-MANAGE', name: 'Certificates' },
      { key: 'EXAM-VENUE', name: 'Venues and admission tickets' },
    ],
  },
  {
    key: 'REGISTRATION',
    name: 'Registration',
    children: [
      { key: 'REGISTRATION-REVIEW', name: 'Review applications' },
      // An organisation's contact: uploads a list of its workers for a batch.
      { key: 'REGISTRATION-GROUP', name: 'Group applications' },
      { key: 'REGISTRATION-GROUP-REVIEW', name: 'Review group applications' },
    ],
  },
  { key: 'LEARNING-ARTICLE', name: 'Learning articles' },
  {
    key: 'ASSESSMENT',
    name: 'Skills assessment',
    children: [
      { key: 'ASSESSMENT-TASK', name: 'Practical tasks' },
      { key: 'ASSESSMENT-SESSION', name: 'Assessment sessions' },
      { key: 'ASSESSMENT-SCORE', name: 'Score candidates' },
      { key: 'ASSESSMENT-RESULT', name: 'Assessment results' },
    ],
  },
  { key: 'NOTIFICATION-LOG', name: 'Delivery log' },
];

/** Keys each seeded role starts with. SUPER_ADMIN is not listed: it passes every check. */
export const SEEDED_ROLE_PERMISSIONS: Record<'SUPER' | 'TEACHER' | 'STUDENT', PermissionKey[]> = {
  SUPER: PERMISSION_KEYS.filter((k) => !k.startsWith('SYSTEM')),
  TEACHER: [
    'SCHOOL',
    'SCHOOL-SCHOOLMANAGE',
    'SCHOOL-DEPARTMENTMANAGE',
    'SCHOOL-SUBJECTMANAGE',
    'SCHOOL-CLASSMANAGE',
    'BASEDATA',
    'COURSE',
    'KNOW-CAPTER',
    'STUDENT',
    'EXAM-QUESTION',
    'EXAM-ANALYSIS',
    'EXAM-CLASSRANKING',
    'ISPASS-STATISTICS',
    'EXAM-SUPPLEMENTARY',
    'PUBLISH-MANAGE',
    'EXAM-MANAGE',
    'EXAM-INSTRUCTION',
    'MARKINGPAPERS',
  ],
  STUDENT: ['STUDENT-EXAM'],
};

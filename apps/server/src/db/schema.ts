import type { ColumnType, Generated } from 'kysely';

/**
 * Table types as the application sees them (camelCase; the CamelCasePlugin maps to the
 * snake_case columns). Timestamps are epoch milliseconds; flags are 0/1 as docs/REQUIREMENTS.md §6.3 codes them.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  nickName: string;
  userType: number;
  email: string;
  phone: string;
  introduction: string;
  avatar: string;
  className: string;
  departmentName: string;
  resourceUrl: string;
  locked: number;
  remoteLogin: number;
  createdAt: number;
  updatedAt: number;
  // Student columns (migration 0002); defaulted, so other users' inserts leave them out.
  gender: Generated<string>;
  idNumber: ColumnType<string | null, string | null | undefined, string | null>;
  classId: ColumnType<number | null, number | null | undefined, number | null>;
  photo: Generated<string>;
  // Migration 0010: the candidate's organisation, set by registration.
  organisation: Generated<string>;
  // Migration 0017: a password someone else knows must be replaced by the owner before anything else.
  passwordChangeDue: Generated<number>;
  passwordExpiresAt: ColumnType<number | null, number | null | undefined, number | null>;
  // Migration 0019: the name and photo of the approved application ('' / null until one passes).
  legalName: Generated<string>;
  photoFileId: ColumnType<number | null, number | null | undefined, number | null>;
  // Migration 0025: the language the account's messages are written in.
  notificationLanguage: Generated<string>;
}

export interface RolesTable {
  id: Generated<number>;
  roleKey: string;
  roleName: string;
  description: string;
  builtIn: number;
  createdAt: number;
}

export interface UserRolesTable {
  userId: number;
  roleId: number;
}

export interface PermissionsTable {
  id: Generated<number>;
  permissionKey: string;
  name: string;
  type: number;
  linkType: number;
  url: string;
  parentId: number | null;
  sort: number;
  builtIn: number;
}

export interface RolePermissionsTable {
  roleId: number;
  permissionId: number;
}

export interface SessionsTable {
  tokenHash: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export interface CaptchasTable {
  captchaKey: string;
  answer: string;
  expiresAt: number;
}

export interface AuthCodesTable {
  codeHash: string;
  userId: number;
  /** The session that issued the code; the code dies with it (foreign key, cascade). */
  sessionTokenHash: string;
  expiresAt: number;
}

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  code: string;
  description: string;
  contact: string;
  phone: string;
  enabled: number;
  createdAt: number;
  updatedAt: number;
}

export interface DepartmentsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  code: string;
  createdAt: number;
  updatedAt: number;
}

export interface SubjectsTable {
  id: Generated<number>;
  departmentId: number;
  name: string;
  code: string;
  level: number;
  description: string;
  createdAt: number;
  updatedAt: number;
}

export interface ClassesTable {
  id: Generated<number>;
  subjectId: number;
  name: string;
  code: string;
  year: number;
  registrationOpensAt: number | null;
  registrationClosesAt: number | null;
  plannedExamDate: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface CoursesTable {
  id: Generated<number>;
  subjectId: number;
  name: string;
  code: string;
  description: string;
  createdAt: number;
  updatedAt: number;
}

export interface CourseMaterialsTable {
  id: Generated<number>;
  courseId: number;
  materialType: number;
  originalName: string;
  /** A random name under DATA_DIR/uploads/materials; never the client's name. */
  storedName: string;
  contentType: string;
  size: number;
  uploadedBy: number | null;
  createdAt: number;
}

export interface KnowledgePointsTable {
  id: Generated<number>;
  courseId: number;
  parentId: number | null;
  /** 'cn' chapter, 'kn' appraisal point. */
  type: string;
  code: string;
  name: string;
  weight: number;
  sort: number;
  createdAt: number;
  updatedAt: number;
}

export interface QuestionsTable {
  id: Generated<number>;
  courseId: number;
  knowledgeId: number | null;
  /** 0 single, 1 multiple, 2 true/false, 3 external link, 4 fill-in, 5 short answer, 6 essay, 7 composite. */
  type: number;
  stem: string;
  stemText: string;
  /** sha256 of the normalised stem text: same key in the same course = duplicate warning. */
  stemKey: string;
  /** JSON array of option HTML in key order. */
  options: string;
  /** Sorted keys, comma separated ("A,C"); '' for external links. */
  answer: string;
  linkUrl: string;
  score: number;
  difficulty: number;
  explanation: string;
  hasVideo: number;
  retired: number;
  /** JSON of the type's own fields (contracts QuestionSpec); '' for types 0–3. */
  spec: Generated<string>;
  /** A composite's sub-question: the composite's id; null for a question of the bank. */
  parentId: number | null;
  /** A sub-question's place in its composite, 1..n; 0 otherwise. */
  position: Generated<number>;
  createdBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface PapersTable {
  id: Generated<number>;
  courseId: number;
  name: string;
  /** 'fixed' | 'random' */
  mode: string;
  totalScore: number;
  passScore: number;
  durationMinutes: number;
  shuffleQuestions: number;
  shuffleOptions: number;
  questionCount: number;
  locked: number;
  copiedFromId: number | null;
  createdBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface PaperQuestionsTable {
  paperId: number;
  questionId: number;
  position: number;
  score: number;
}

export interface PaperRulesTable {
  paperId: number;
  position: number;
  type: number;
  knowledgeId: number | null;
  difficulty: number | null;
  count: number;
  score: number;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  minReadingSeconds: number;
  createdAt: number;
  updatedAt: number;
}

export interface PublicationsTable {
  id: Generated<number>;
  name: string;
  paperId: number;
  noticeId: number | null;
  /** 'normal' | 'supplementary' */
  kind: string;
  parentPublicationId: number | null;
  startsAt: number;
  endsAt: number;
  durationMinutes: number;
  attemptsAllowed: number;
  /** 'immediate' | 'afterClose' | 'never' */
  resultVisibility: string;
  fullscreenRequired: number;
  tabSwitchLimit: number;
  blockCopyPaste: number;
  /** 'draft' | 'published' | 'withdrawn' */
  state: string;
  publishedAt: number | null;
  createdBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface PublicationClassesTable {
  publicationId: number;
  classId: number;
}

export interface AttemptsTable {
  id: Generated<number>;
  publicationId: number;
  studentId: number;
  attemptNo: number;
  /** EXAM_STATUS: 0 submitted, 1 saved, 2 in progress, 4 resumed, 5 expired. */
  status: number;
  /**
   * JSON PreviewQuestion[]: the frozen paper with keys and scores, of an attempt made before paper
   * versions; '' for one that has a version. Never sent to candidates as is. Read both forms
   * through exam-core's frozenPaperOf.
   */
  paper: string;
  /** The stored version of the paper this attempt sits (null: an attempt of the older form, whole in `paper`). */
  paperVersionId: number | null;
  /** JSON [questionId, type, option keys in displayed order][] in the candidate's order; null with paperVersionId. */
  sitting: string | null;
  questionCount: number;
  totalScore: number;
  passScore: number;
  startedAt: number;
  deadlineAt: number;
  extraMs: Generated<number>;
  submittedAt: number | null;
  /** When the attempt was scored (attempts/scoring.ts); null while open, and for a moment after it ends. */
  scoredAt: number | null;
  /** When the candidate was told their result is out (migration 0030; 0: graded before it, nothing sent). */
  resultNotifiedAt: number | null;
  lastSeenAt: number | null;
  answeredCount: number;
  tabSwitches: number;
  objectiveScore: number | null;
  manualScore: number | null;
  gradingState: number | null;
  finalScore: number | null;
  passed: number | null;
  createdAt: number;
}

/** A frozen paper's questions, keys and explanations, stored once and shared by the attempts that sit it. */
export interface PaperVersionsTable {
  id: Generated<number>;
  paperId: number;
  /** sha256 of the paper id and `questions`: starts that freeze alike find the same row. */
  fingerprint: string;
  /** JSON PreviewQuestion[] ordered by question id, each question's options by key; changed only by an answer-key correction. */
  questions: string;
  createdAt: number;
}

export interface AttemptAnswersTable {
  attemptId: number;
  questionId: number;
  choices: string;
  text: string;
  flagged: number;
  seq: number;
  savedAt: number;
  score: number | null;
  /** The question's maximum in the attempt's frozen paper: set on every row once the attempt is finished. */
  maxScore: number | null;
}

export interface AttemptEventsTable {
  attemptId: number;
  kind: string;
  at: number;
}

/** The first time a candidate opened an exam's room with a notice that asks for reading time. */
export interface NoticeReadingsTable {
  publicationId: number;
  studentId: number;
  openedAt: number;
}

export interface PublicationLogTable {
  id: Generated<number>;
  publicationId: number;
  attemptId: number | null;
  actorId: number | null;
  action: string;
  reason: string;
  detail: string;
  at: number;
}

export interface MarkingHoldsTable {
  attemptId: number;
  examinerId: number;
  /** Active while later than now; a release sets it to now (the row names the last examiner). */
  expiresAt: number;
}

export interface MarkingScoresTable {
  attemptId: number;
  questionId: number;
  score: number;
  comment: string;
  examinerId: number | null;
  scoredAt: number;
}

export interface RescoreLogTable {
  id: Generated<number>;
  questionId: number;
  attemptId: number;
  actorId: number | null;
  oldAnswer: string;
  newAnswer: string;
  reason: string;
  oldScore: number | null;
  newScore: number | null;
  oldPassed: number | null;
  newPassed: number | null;
  at: number;
}

/** A learning article (migration 0014). Flags are 0/1: has_video is set from the body, never typed. */
export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  /** 0 classic reading, 1 excellent culture. */
  type: number;
  coverImage: string;
  content: string;
  hasVideo: number;
  pinned: number;
  published: number;
  publishedAt: number | null;
  createdBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface ArticleSubjectsTable {
  articleId: number;
  subjectId: number;
}

/** One candidate's progress on one article. */
export interface ArticleReadingsTable {
  articleId: number;
  studentId: number;
  openedAt: number;
  finishedAt: number | null;
}

/** The audit trail (docs/REQUIREMENTS.md §17): JSON text columns hold the key fields before and after, and the call's detail. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  userId: number | null;
  username: string;
  ip: string;
  userAgent: string;
  action: string;
  targetType: string | null;
  targetId: number | null;
  targetLabel: string;
  beforeJson: string | null;
  afterJson: string | null;
  detailJson: string | null;
}

/** Registration (migration 0011): files, group applications and their members, applications. */
export interface RegistrationFilesTable {
  id: Generated<number>;
  ownerId: number;
  kind: string;
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
  createdAt: number;
}

export interface RegistrationGroupsTable {
  id: Generated<number>;
  classId: number;
  organisation: string;
  status: Generated<number>;
  reason: Generated<string>;
  memberCount: number;
  submittedBy: number;
  listFileId: number | null;
  photosFileId: number | null;
  coverFileId: number | null;
  reviewedAt: number | null;
  reviewedBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface RegistrationGroupMembersTable {
  id: Generated<number>;
  groupId: number;
  rowNumber: number;
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
  education: string;
  yearsInTrade: number;
  photoFileId: number | null;
  /** The existing account the row was matched to by ID number (invited to join), or the one made for it. */
  accountId: number | null;
  joinStatus: Generated<string>;
}

export interface RegistrationsTable {
  id: Generated<number>;
  classId: number;
  studentId: number;
  status: number;
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
  education: string;
  yearsInTrade: number;
  organisation: string;
  reason: string;
  groupId: number | null;
  photoFileId: number | null;
  idCardFileId: number | null;
  certificateFileId: number | null;
  workProofFileId: number | null;
  submittedAt: number | null;
  reviewedAt: number | null;
  reviewedBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface CertificatesTable {
  id: Generated<number>;
  number: string;
  verifyToken: string;
  subjectId: number;
  publicationId: number;
  studentId: number;
  year: number;
  sequence: number;
  holderName: string;
  photo: string;
  idNumberMasked: string;
  subjectName: string;
  subjectCode: string;
  level: number;
  centre: string;
  /** The seal's image as issued ('' for the drawn seal); migration 0027. */
  sealUrl: Generated<string>;
  issuedAt: number;
  issuedBy: number | null;
  revokedAt: number | null;
  revokedBy: number | null;
  revokeReason: Generated<string>;
  /** Why it was revoked (REVOCATION_KIND in contracts; '' before migration 0028): fraud bars a new one. */
  revokeKind: Generated<string>;
}

/** The issuing centre as staff set it (migration 0027): one row, id 1, once saved. */
export interface CentreSettingsTable {
  id: number;
  name: string;
  sealUrl: string;
  publicUrl: string;
  updatedAt: number;
  updatedBy: number | null;
}

export interface CertificateRequirementsTable {
  subjectId: number;
  publicationId: number;
}

/** Migration 0029: a job type whose certificate needs the practical assessment passed, within so many months. */
export interface CertificatePracticalRequirementsTable {
  subjectId: number;
  validityMonths: number;
}

// Migration 0012: venues, rooms, admission plans and tickets, the server's secrets.
export interface VenuesTable {
  id: Generated<number>;
  name: string;
  address: string;
  createdAt: number;
  updatedAt: number;
}

export interface RoomsTable {
  id: Generated<number>;
  venueId: number;
  name: string;
  capacity: number;
  seatsPerRow: number;
  createdAt: number;
  updatedAt: number;
}

export interface AdmissionPlansTable {
  publicationId: number;
  checkInRequired: number;
  /** Check-in opens this many minutes before the exam does (0021-check-in-window). */
  checkInOpensMinutes: Generated<number>;
  updatedAt: number;
}

export interface AdmissionPlanRoomsTable {
  publicationId: number;
  roomId: number;
  position: number;
}

export interface TicketsTable {
  id: Generated<number>;
  publicationId: number;
  studentId: number;
  ticketNumber: string;
  roomId: number;
  seat: number;
  checkedInAt: number | null;
  checkedInBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  createdAt: number;
}

// Migration 0023: practical skills assessment (modules/assessments).
export interface AssessmentTasksTable {
  id: Generated<number>;
  subjectId: number;
  name: string;
  /** Sanitised rich text. */
  instructions: string;
  timeLimitMinutes: number;
  materials: string;
  createdAt: number;
  updatedAt: number;
}

export interface AssessmentSheetVersionsTable {
  id: Generated<number>;
  taskId: number;
  version: number;
  /** JSON ScoringSheet; frozen once a published session uses it. */
  sheet: string;
  createdAt: number;
}

export interface AssessmentSessionsTable {
  id: Generated<number>;
  taskId: number;
  classId: number;
  name: string;
  startsAt: number;
  slotMinutes: number;
  examinersPerCandidate: Generated<number>;
  /** 'mean' or 'trimmed' (drop the highest and lowest with five or more examiners). */
  rule: Generated<string>;
  spreadThreshold: Generated<number>;
  passLine: Generated<number>;
  /** 'draft', 'published', 'confirmed'. */
  state: Generated<string>;
  sheetVersionId: number | null;
  confirmedAt: number | null;
  confirmedBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface AssessmentStationsTable {
  id: Generated<number>;
  sessionId: number;
  roomId: number;
  name: string;
  position: number;
}

export interface AssessmentExaminersTable {
  sessionId: number;
  userId: number;
  chief: number;
  position: number;
}

export interface AssessmentAllocationsTable {
  id: Generated<number>;
  sessionId: number;
  studentId: number;
  stationId: number;
  slot: number;
  slotStartsAt: number;
  decisionNote: string | null;
  decidedBy: number | null;
  finalScore: number | null;
  passed: number | null;
}

export interface AssessmentPanelsTable {
  allocationId: number;
  examinerId: number;
  submittedAt: number | null;
}

export interface AssessmentScoresTable {
  allocationId: number;
  examinerId: number;
  itemKey: string;
  seq: number;
  awarded: number;
  reason: string;
  veto: number;
  note: string;
  savedAt: number;
}

export type AssessmentScoreHistoryTable = AssessmentScoresTable & { id: Generated<number> };

/** Migration 0031: an exam's reminder ('24h', '1h') once sent, with how many candidates it reached. */
export interface ExamRemindersTable {
  publicationId: number;
  lead: string;
  sentAt: number;
  recipients: number;
}

/** Migration 0025: the notifications outbox (modules/notifications). */
export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  event: string;
  channel: string;
  lang: string;
  recipient: Generated<string>;
  subject: Generated<string>;
  body: string;
  vars: Generated<string>;
  idempotencyKey: string;
  status: string;
  attempts: Generated<number>;
  nextAttemptAt: number;
  leaseOwner: Generated<string>;
  leaseUntil: ColumnType<number | null, number | null | undefined, number | null>;
  providerAnswer: Generated<string>;
  sentAt: ColumnType<number | null, number | null | undefined, number | null>;
  readAt: ColumnType<number | null, number | null | undefined, number | null>;
  resentFrom: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: number;
  updatedAt: number;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  userRoles: UserRolesTable;
  permissions: PermissionsTable;
  rolePermissions: RolePermissionsTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  authCodes: AuthCodesTable;
  schools: SchoolsTable;
  departments: DepartmentsTable;
  subjects: SubjectsTable;
  classes: ClassesTable;
  courses: CoursesTable;
  courseMaterials: CourseMaterialsTable;
  knowledgePoints: KnowledgePointsTable;
  questions: QuestionsTable;
  papers: PapersTable;
  paperQuestions: PaperQuestionsTable;
  paperRules: PaperRulesTable;
  notices: NoticesTable;
  publications: PublicationsTable;
  publicationClasses: PublicationClassesTable;
  attempts: AttemptsTable;
  paperVersions: PaperVersionsTable;
  attemptAnswers: AttemptAnswersTable;
  attemptEvents: AttemptEventsTable;
  noticeReadings: NoticeReadingsTable;
  publicationLog: PublicationLogTable;
  markingHolds: MarkingHoldsTable;
  markingScores: MarkingScoresTable;
  rescoreLog: RescoreLogTable;
  auditLog: AuditLogTable;
  registrationFiles: RegistrationFilesTable;
  registrationGroups: RegistrationGroupsTable;
  registrationGroupMembers: RegistrationGroupMembersTable;
  registrations: RegistrationsTable;
  articles: ArticlesTable;
  articleSubjects: ArticleSubjectsTable;
  articleReadings: ArticleReadingsTable;
  certificates: CertificatesTable;
  centreSettings: CentreSettingsTable;
  certificateRequirements: CertificateRequirementsTable;
  certificatePracticalRequirements: CertificatePracticalRequirementsTable;
  venues: VenuesTable;
  rooms: RoomsTable;
  admissionPlans: AdmissionPlansTable;
  admissionPlanRooms: AdmissionPlanRoomsTable;
  tickets: TicketsTable;
  serverSecrets: ServerSecretsTable;
  assessmentTasks: AssessmentTasksTable;
  assessmentSheetVersions: AssessmentSheetVersionsTable;
  assessmentSessions: AssessmentSessionsTable;
  assessmentStations: AssessmentStationsTable;
  assessmentExaminers: AssessmentExaminersTable;
  assessmentAllocations: AssessmentAllocationsTable;
  assessmentPanels: AssessmentPanelsTable;
  assessmentScores: AssessmentScoresTable;
  assessmentScoreHistory: AssessmentScoreHistoryTable;
  notifications: NotificationsTable;
  examReminders: ExamRemindersTable;
}

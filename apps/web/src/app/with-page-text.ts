/**
 * Text that arrives with its pages (i18n/page-text.ts) rather than in the catalogues, which are on
 * the candidate's exam-day path and its download budget. Each loader imports its feature's text
 * module only when a page that needs it opens.
 */
const PAGE_TEXTS = {
  article: () => import('../features/articles/text/index').then((module) => module.articleTextReady()),
  certificate: () => import('../features/certificates/text/index').then((module) => module.certificateTextReady()),
  registration: () => import('../features/registration/text/index').then((module) => module.registrationTextReady()),
  ticket: () => import('../features/tickets/text/index').then((module) => module.ticketTextReady()),
  audit: () => import('../features/audit/text/index').then((module) => module.auditTextReady()),
  notification: () => import('../features/notifications/text/index').then((module) => module.notificationTextReady()),
  publication: () => import('../features/publications/text/index').then((module) => module.publicationTextReady()),
  paper: () => import('../features/papers/text/index').then((module) => module.paperTextReady()),
  dashboard: () => import('../features/dashboard/text/index').then((module) => module.dashboardTextReady()),
  analysis: () => import('../features/analysis/text/index').then((module) => module.analysisTextReady()),
  live: () => import('../features/live/text/index').then((module) => module.liveTextReady()),
  editor: () => import('../editor/text/index').then((module) => module.editorTextReady()),
  assessment: () => import('../features/assessments/text/index').then((module) => module.assessmentTextReady()),
  questionWritten: () => import('../features/questions/written-text/index').then((module) => module.questionWrittenTextReady()),
};

export type PageTextName = keyof typeof PAGE_TEXTS;

/** A page's module, resolved once the text it names is in too. */
export const withText = <M>(names: PageTextName[], page: Promise<M>): Promise<M> =>
  Promise.all([page, ...names.map((name) => PAGE_TEXTS[name]())]).then(([module]) => module);

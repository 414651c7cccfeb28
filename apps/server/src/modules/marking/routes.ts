import {
  type AnswerKeyCorrection,
  API,
  attemptIdParam,
  type AuditFields,
  correctAnswerKeyBody,
  type Lang,
  listMarkingQuery,
  type MarkingCandidate,
  markingAttemptBody,
  type MessageKey,
  PERMISSION,
  rescoreLogQuery,
  scoreAnswerBody,
  translate,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { dateCell, type ExcelColumn, sendWorkbook, writeWorkbook } from '../../lib/excel.js';
import { exportFileName } from '../../lib/export-name.js';
import { viewerOf } from '../../plugins/access.js';
import { type AuditRoute, audited, bodyFields, bodyId } from '../../plugins/audit-trail/recorder.js';
import { recordTarget } from '../../plugins/audit-trail/targets.js';
import { attemptTarget } from './audit-target.js';
import { requireQuestion } from '../questions/index.js';
import { answerSheet } from './answer-sheet.js';
import { allMarkingCandidates, listMarkingCandidates } from './candidates.js';
import { holdAttempt, releaseAttempt, scoreTask } from './grading.js';
import { correctAnswerKey, rescoreLog } from './key-correction.js';
import { candidateScoreReport, staffScoreReport } from './score-report.js';

const label = (lang: Lang, key: string) => translate(lang, key as MessageKey);

/** How many finished attempts a key correction re-scored, and the scores of the first of them (all are in the re-score log). */
const RESCORES_KEPT = 50;
const rescoreDetail = (request: FastifyRequest, data: unknown): AuditFields => {
  const { attempts } = data as AnswerKeyCorrection;
  return { ...bodyFields('reason')(request), rescored: attempts.length, attempts: attempts.slice(0, RESCORES_KEPT) };
};

/** The list's columns, headers and codes in the reader's language. */
const EXPORT_COLUMNS: ExcelColumn<MarkingCandidate>[] = [
  { header: 'colCandidateNumber', value: (row) => row.username, format: 'text', width: 20 },
  { header: 'colStudentName', value: (row) => row.name },
  { header: 'colClass', value: (row) => row.className, width: 24 },
  {
    header: 'markingColStatus',
    value: (row, lang) => label(lang, row.attemptId === null && !row.absent ? 'markingStatusNotStarted' : `markingStatus${row.status}`),
    width: 12,
  },
  { header: 'markingColObjective', value: (row) => row.objectiveScore, width: 12 },
  { header: 'markingColManual', value: (row) => row.manualScore, width: 12 },
  {
    header: 'markingColGrading',
    value: (row, lang) => (row.attemptId === null ? null : label(lang, `markingGrading${row.gradingState ?? 0}`)),
    width: 12,
  },
  { header: 'markingColFinal', value: (row) => row.finalScore, width: 12 },
  {
    header: 'markingColPassed',
    value: (row, lang) => (row.passed === null ? null : label(lang, row.passed === 0 ? 'markingPassedYes' : 'markingPassedNo')),
    width: 10,
  },
  { header: 'markingColSubmittedAt', value: (row) => dateCell(row.submittedAt), format: 'datetime', width: 20 },
  { header: 'markingColGradingBy', value: (row) => row.gradingBy },
];

/** Marking (examinationSituation, examinationRead): every call needs MARKINGPAPERS, so students get 40300. */
export async function markingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: PERMISSION.MARKING_PAPERS } };
  const tags = ['Marking'];
  const questionTarget = recordTarget('question', (id) => requireQuestion(app.db, id));
  const attempt = (action: 'marking.hold' | 'marking.release' | 'marking.score', detail?: AuditRoute['detail']) =>
    audited(config, action, attemptTarget, { ids: bodyId('attemptId'), detail });

  // The candidate's printable report of their own graded attempt, beside the staff report it shares
  // its logic with (here rather than in attempts: marking already asks attempts for its writes).
  r.get(
    `${API.myScoreReport}/:attemptId`,
    { schema: { tags: ['Attempt'], params: attemptIdParam }, config: { access: { permission: PERMISSION.STUDENT_EXAM } } },
    async (req) => ok(req, await candidateScoreReport(app, viewerOf(req).userId, req.params.attemptId)),
  );

  r.get(API.listMarkingCandidates, { schema: { tags, querystring: listMarkingQuery }, config }, async (req) =>
    ok(req, await listMarkingCandidates(app.db, app.dialect, req.query, app.clock.now())),
  );
  r.get(API.exportMarkingCandidates, { schema: { tags, querystring: listMarkingQuery }, config }, async (req, reply) => {
    const rows = await allMarkingCandidates(app.db, app.dialect, req.query, app.clock.now());
    const exam = await app.db.selectFrom('publications').select('name').where('id', '=', req.query.publicationId).executeTakeFirst();
    return sendWorkbook(
      reply,
      await writeWorkbook(req.lang, EXPORT_COLUMNS, rows),
      exportFileName(req.lang, 'fileMarking', { of: exam?.name, at: app.clock.now() }),
    );
  });
  r.get(`${API.getAnswerSheet}/:attemptId`, { schema: { tags, params: attemptIdParam }, config }, async (req) =>
    ok(req, await answerSheet(app, req.params.attemptId)),
  );
  r.post(API.holdAttempt, { schema: { tags, body: markingAttemptBody }, config: attempt('marking.hold') }, async (req) =>
    ok(req, await holdAttempt(app, req.body.attemptId, viewerOf(req))),
  );
  r.post(API.releaseAttempt, { schema: { tags, body: markingAttemptBody }, config: attempt('marking.release') }, async (req) =>
    ok(req, await releaseAttempt(app, req.body.attemptId, viewerOf(req))),
  );
  r.post(
    API.scoreAnswer,
    { schema: { tags, body: scoreAnswerBody }, config: attempt('marking.score', bodyFields('questionId')) },
    async (req) => ok(req, await scoreTask(app, req.body, viewerOf(req))),
  );
  r.post(
    API.correctAnswerKey,
    {
      schema: { tags, body: correctAnswerKeyBody },
      config: audited(config, 'marking.rescore', questionTarget, { ids: bodyId('questionId'), detail: rescoreDetail }),
    },
    async (req) => ok(req, await correctAnswerKey(app, req.body, viewerOf(req))),
  );
  r.get(API.listRescoreLog, { schema: { tags, querystring: rescoreLogQuery }, config }, async (req) =>
    ok(req, await rescoreLog(app.db, req.query.questionId)),
  );
  r.get(`${API.scoreReport}/:attemptId`, { schema: { tags, params: attemptIdParam }, config }, async (req) =>
    ok(req, await staffScoreReport(app, req.params.attemptId)),
  );
}

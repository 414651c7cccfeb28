import {
  API,
  attemptIdParam,
  attemptSessionQuery,
  type ExamRoom,
  integrityEventBody,
  paperContentParams,
  type MyExams,
  PERMISSION,
  publicationIdParam,
  saveAnswerBody,
  type ServerTime,
  startAttemptBody,
  submitAttemptBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okBytes, sendJsonBytes } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { saveAnswerOfRequest } from './answers.js';
import { candidateExams, requireCandidateExam } from './candidate-exams.js';
import { scheduleDeadlineSweep } from './deadline-sweep.js';
import { scheduleResultNotices } from './result-notices.js';
import { registerScoreQueue } from './score-queue.js';
import { candidateIdentity, toIntegritySettings } from './identity.js';
import { recordIntegrityEvent } from './integrity.js';
import { noteNoticeOpened } from './notice-reading.js';
import { sendPaperContent } from './paper-content.js';
import { loadSession, sessionJson } from './session.js';
import { startAttempt } from './start.js';
import { submitAttempt } from './submission.js';

/**
 * Candidates taking exams (/kaoshi, /kaoshi-index, /socketA; STUDENT-EXAM): their exams, the exam
 * room, start, answers, submit. Every attempt id must be the caller's own; any other reads as
 * "not found". Exam time is the server's clock (app.clock), never the browser's.
 */
export async function attemptRoutes(app: FastifyInstance) {
  registerScoreQueue(app);
  scheduleDeadlineSweep(app);
  scheduleResultNotices(app);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: PERMISSION.STUDENT_EXAM } } as const;
  const tags = ['Attempt'];

  r.get(API.myExams, { schema: { tags }, config }, async (req) => {
    const now = app.clock.now();
    const entries = await candidateExams(app, viewerOf(req).userId, now);
    const data: MyExams = { serverNow: now, exams: entries.map((entry) => entry.exam) };
    return ok(req, data);
  });

  r.get(`${API.examRoom}/:publicationId`, { schema: { tags, params: publicationIdParam }, config }, async (req) => {
    const now = app.clock.now();
    const studentId = viewerOf(req).userId;
    const { exam, publication } = await requireCandidateExam(app, studentId, now, req.params.publicationId);
    const [candidate, notice] = await Promise.all([
      candidateIdentity(app, studentId),
      publication.noticeId === null
        ? undefined
        : app.db
            .selectFrom('notices')
            .select(['title', 'content', 'minReadingSeconds'])
            .where('id', '=', publication.noticeId)
            .executeTakeFirst(),
    ]);
    if (notice) await noteNoticeOpened(app, publication.id, studentId, notice.minReadingSeconds);
    const data: ExamRoom = { serverNow: now, exam, candidate, notice: notice ?? null, integrity: toIntegritySettings(publication) };
    return ok(req, data);
  });

  // Both answer with a session, written by sessionJson (the opening minute's every start).
  r.post(API.startAttempt, { schema: { tags, body: startAttemptBody }, config }, async (req, reply) =>
    sendJsonBytes(reply, okBytes(req, Buffer.from(sessionJson(await startAttempt(app, viewerOf(req).userId, req.body.publicationId))))),
  );

  r.get(
    `${API.attemptSession}/:attemptId`,
    { schema: { tags, params: attemptIdParam, querystring: attemptSessionQuery }, config },
    async (req, reply) => {
      const session = await loadSession(app, viewerOf(req).userId, req.params.attemptId, { resume: req.query.resume === '1' });
      return sendJsonBytes(reply, okBytes(req, Buffer.from(sessionJson(session))));
    },
  );

  // The paper's shared content (paper-content.ts): for candidates with an attempt of a publication of the paper.
  r.get(`${API.paperContent}/:paperId/:version`, { schema: { tags, params: paperContentParams }, config }, async (req, reply) =>
    sendPaperContent(app, req, reply, viewerOf(req).userId),
  );

  // The session is checked inside the save's own statement (answers.ts, saveAnswerOfRequest).
  const saveConfig = { ...config, sessionInStatement: true } as const;
  r.post(API.saveAnswer, { schema: { tags, body: saveAnswerBody }, config: saveConfig }, async (req) => {
    // The grace is measured at arrival: read the clock before anything else can take time.
    const arrivedAt = app.clock.now();
    return ok(req, await saveAnswerOfRequest(app, req, req.body, arrivedAt));
  });

  r.post(API.submitAttempt, { schema: { tags, body: submitAttemptBody }, config }, async (req) =>
    ok(req, await submitAttempt(app, viewerOf(req).userId, req.body.attemptId)),
  );

  // The live channel's fallback: the client's `at` is not trusted, the event is recorded at server time.
  r.post(API.reportIntegrity, { schema: { tags, body: integrityEventBody }, config }, async (req) =>
    ok(req, await recordIntegrityEvent(app, req.body.attemptId, req.body.kind, viewerOf(req).userId)),
  );

  r.get(API.serverTime, { schema: { tags }, config: { access: 'signedIn' } }, async (req) => {
    const data: ServerTime = { serverNow: app.clock.now() };
    return ok(req, data);
  });
}

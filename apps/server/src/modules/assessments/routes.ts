import {
  addAssessmentSessionBody,
  addAssessmentTaskBody,
  allocationIdBody,
  allocationIdQuery,
  API,
  assignExaminersBody,
  combinedResultsQuery,
  decideFlagBody,
  idParam,
  listAssessmentSessionQuery,
  listAssessmentTaskQuery,
  PERMISSION,
  saveAssessmentScoreBody,
  savePanelBody,
  saveStationsBody,
  sessionIdBody,
  sessionIdQuery,
  updateAssessmentSessionBody,
  updateAssessmentTaskBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { audited, bodyId } from '../../plugins/audit-trail/recorder.js';
import { recordTarget } from '../../plugins/audit-trail/targets.js';
import { combinedResults, scoreRegister } from './combined.js';
import { confirmSession, decideFlag, myAssessments, sessionResults } from './results.js';
import { myAssignments, saveScore, scoreSheet, submitScores } from './scoring.js';
import {
  addSession,
  assignExaminers,
  listAllocations,
  listSessions,
  publishSession,
  requireAllocation,
  requireSession,
  saveStations,
  savePanel,
  updateSession,
} from './sessions.js';
import { addTask, listTasks, requireTask, updateTask } from './tasks.js';

/**
 * Practical skills assessment (docs/REQUIREMENTS.md §21): the task bank (ASSESSMENT-TASK), sessions
 * with stations and panels (ASSESSMENT-SESSION), an examiner's scoring of the candidates assigned
 * to them (ASSESSMENT-SCORE), the results, the chief examiner's decisions and confirmation, the
 * combined result and the score register (ASSESSMENT-RESULT), and the candidate's own
 * stations and results (STUDENT-EXAM).
 */
export async function assessmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Assessment'];
  const task = { access: { permission: PERMISSION.ASSESSMENT_TASK } } as const;
  const session = { access: { permission: PERMISSION.ASSESSMENT_SESSION } } as const;
  const score = { access: { permission: PERMISSION.ASSESSMENT_SCORE } } as const;
  const result = { access: { permission: PERMISSION.ASSESSMENT_RESULT } } as const;
  const candidate = { access: { permission: PERMISSION.STUDENT_EXAM } } as const;
  // The results board picks its session from the same list the session screen shows.
  const sessionOrResult = { access: { permission: [PERMISSION.ASSESSMENT_SESSION, PERMISSION.ASSESSMENT_RESULT] } } as const;
  const taskTarget = recordTarget('assessmentTask', (id) => requireTask(app.db, id));
  const sessionTarget = recordTarget('assessmentSession', async (id) => {
    const { stations, examiners, ...fields } = await requireSession(app.db, id);
    return {
      ...fields,
      stations: stations.map((one) => `${one.name}@${one.roomId}`).join(','),
      examiners: examiners.map((one) => `${one.userId}${one.chief ? '*' : ''}`).join(','),
    };
  });
  const allocationTarget = recordTarget('assessmentAllocation', (id) => requireAllocation(app.db, id));
  const now = () => app.clock.now();

  r.get(API.listAssessmentTask, { schema: { tags, querystring: listAssessmentTaskQuery }, config: task }, async (req) =>
    ok(req, await listTasks(app.db, app.dialect, req.query)),
  );
  r.get(`${API.getAssessmentTask}/:id`, { schema: { tags, params: idParam }, config: task }, async (req) =>
    ok(req, await requireTask(app.db, req.params.id)),
  );
  r.post(
    API.addAssessmentTask,
    { schema: { tags, body: addAssessmentTaskBody }, config: audited(task, 'assessmentTask.add', taskTarget, { created: 'taskId' }) },
    async (req) => ok(req, await addTask(app.db, req.body, now())),
  );
  r.put(
    API.updateAssessmentTask,
    {
      schema: { tags, body: updateAssessmentTaskBody },
      config: audited(task, 'assessmentTask.update', taskTarget, { ids: bodyId('taskId') }),
    },
    async (req) => ok(req, await updateTask(app.db, req.body, now())),
  );

  r.get(API.listAssessmentSession, { schema: { tags, querystring: listAssessmentSessionQuery }, config: sessionOrResult }, async (req) =>
    ok(req, await listSessions(app.db, app.dialect, req.query)),
  );
  r.get(`${API.getAssessmentSession}/:id`, { schema: { tags, params: idParam }, config: session }, async (req) =>
    ok(req, await requireSession(app.db, req.params.id)),
  );
  r.post(
    API.addAssessmentSession,
    {
      schema: { tags, body: addAssessmentSessionBody },
      config: audited(session, 'assessmentSession.add', sessionTarget, { created: 'sessionId' }),
    },
    async (req) => ok(req, await addSession(app.db, req.body, now())),
  );
  r.put(
    API.updateAssessmentSession,
    {
      schema: { tags, body: updateAssessmentSessionBody },
      config: audited(session, 'assessmentSession.update', sessionTarget, { ids: bodyId('sessionId') }),
    },
    async (req) => ok(req, await updateSession(app.db, req.body, now())),
  );
  r.put(
    API.saveAssessmentStations,
    {
      schema: { tags, body: saveStationsBody },
      config: audited(session, 'assessmentSession.stations', sessionTarget, { ids: bodyId('sessionId') }),
    },
    async (req) => ok(req, await saveStations(app.db, req.body, now())),
  );
  r.put(
    API.saveAssessmentPanel,
    {
      schema: { tags, body: savePanelBody },
      config: audited(session, 'assessmentSession.panel', sessionTarget, { ids: bodyId('sessionId') }),
    },
    async (req) => ok(req, await savePanel(app.db, req.body, now())),
  );
  r.post(
    API.publishAssessmentSession,
    {
      schema: { tags, body: sessionIdBody },
      config: audited(session, 'assessmentSession.publish', sessionTarget, { ids: bodyId('sessionId') }),
    },
    async (req) => ok(req, await publishSession(app.db, req.body.sessionId, now())),
  );
  r.get(API.listAssessmentAllocation, { schema: { tags, querystring: sessionIdQuery }, config: session }, async (req) =>
    ok(req, await listAllocations(app.db, req.query.sessionId)),
  );
  r.put(
    API.assignAssessmentExaminers,
    {
      schema: { tags, body: assignExaminersBody },
      config: audited(session, 'assessmentAllocation.assign', allocationTarget, { ids: bodyId('allocationId') }),
    },
    async (req) => ok(req, await assignExaminers(app.db, req.body)),
  );

  r.get(API.myAssessmentAssignments, { schema: { tags }, config: score }, async (req) =>
    ok(req, await myAssignments(app.db, viewerOf(req).userId)),
  );
  r.get(API.getAssessmentScoreSheet, { schema: { tags, querystring: allocationIdQuery }, config: score }, async (req) =>
    ok(req, await scoreSheet(app.db, viewerOf(req).userId, req.query.allocationId)),
  );
  r.post(API.saveAssessmentScore, { schema: { tags, body: saveAssessmentScoreBody }, config: score }, async (req) =>
    ok(req, await saveScore(app.db, app.dialect, viewerOf(req).userId, req.body, now())),
  );
  r.post(
    API.submitAssessmentScores,
    {
      schema: { tags, body: allocationIdBody },
      config: audited(score, 'assessmentAllocation.submit', allocationTarget, { ids: bodyId('allocationId') }),
    },
    async (req) => ok(req, await submitScores(app.db, app.dialect, viewerOf(req).userId, req.body.allocationId, now())),
  );

  r.get(API.getAssessmentResults, { schema: { tags, querystring: sessionIdQuery }, config: result }, async (req) =>
    ok(req, await sessionResults(app.db, req.query.sessionId)),
  );
  r.post(
    API.decideAssessmentFlag,
    {
      schema: { tags, body: decideFlagBody },
      config: audited(result, 'assessmentAllocation.decide', allocationTarget, { ids: bodyId('allocationId') }),
    },
    async (req) => ok(req, await decideFlag(app.db, viewerOf(req).userId, req.body)),
  );
  r.post(
    API.confirmAssessmentSession,
    {
      schema: { tags, body: sessionIdBody },
      config: audited(result, 'assessmentSession.confirm', sessionTarget, { ids: bodyId('sessionId') }),
    },
    async (req) => ok(req, await confirmSession(app.db, viewerOf(req).userId, req.body.sessionId, now())),
  );
  r.get(API.combinedResults, { schema: { tags, querystring: combinedResultsQuery }, config: result }, async (req) =>
    ok(req, await combinedResults(app.db, req.query, now())),
  );
  r.get(API.exportScoreRegister, { schema: { tags, querystring: combinedResultsQuery }, config: result }, async (req, reply) =>
    scoreRegister(app.db, req, reply, req.query, now()),
  );

  r.get(API.myAssessments, { schema: { tags }, config: candidate }, async (req) =>
    ok(req, await myAssessments(app.db, viewerOf(req).userId)),
  );
}

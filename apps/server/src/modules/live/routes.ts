import websocket from '@fastify/websocket';
import {
  allowReentryBody,
  API,
  attemptEventsQuery,
  forceSubmitBody,
  liveViewQuery,
  PERMISSION,
  proctorMessageBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { audited, bodyFields, bodyId } from '../../plugins/audit-trail/recorder.js';
import { recordTarget } from '../../plugins/audit-trail/targets.js';
import { attemptTarget } from '../marking/index.js';
import { requirePublication } from '../publications/index.js';
import { findLivePublication, integrityEvents } from './live-view.js';
import { allowReentry, forceSubmit, sendProctorMessage } from './proctor-actions.js';
import { sharedLiveViews } from './shared-view.js';
import { liveSocketHandler } from './socket.js';
import { refuseForeignOrigin } from './socket-origin.js';

/** Frames are small JSON objects; anything larger is not ours (ws closes with 1009). */
const MAX_FRAME_BYTES = 4096;

/** The live channel (WebSocket) and the proctor's live view and actions (MARKINGPAPERS). */
export async function liveRoutes(app: FastifyInstance) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  // An upgrade refused before the plugin's own hooks ran (the access check answers 401 first)
  // would leave its raw socket open, unmanaged by the HTTP server, and app.close() waiting on it.
  app.addHook('onResponse', async (request) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') request.raw.socket.destroy();
  });
  // Signed in by the Authorization header or, from a browser (which cannot set headers on a
  // WebSocket), the session cookie, and only from a page of this site or of CORS_ORIGINS
  // (socket-origin.ts); which attempt or publication the socket follows is checked per message.
  app.get(
    API.liveSocket,
    { websocket: true, config: { access: 'signedIn', cookie: true }, onRequest: refuseForeignOrigin(app) },
    liveSocketHandler(app),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: PERMISSION.MARKING_PAPERS } };
  const tags = ['Live'];
  const publicationTarget = recordTarget('publication', (id) => requirePublication(app, id));

  const liveViews = sharedLiveViews(app);
  r.get(API.liveView, { schema: { tags, querystring: liveViewQuery }, config }, async (req, reply) => {
    const publication = await findLivePublication(app.db, req.query.publicationId);
    if (!publication) throw notFound('livePublicationNotFound');
    return liveViews.send(req, reply, publication, req.query.readAfter);
  });
  r.get(API.attemptEvents, { schema: { tags, querystring: attemptEventsQuery }, config }, async (req) => {
    const attempt = await app.db.selectFrom('attempts').select('id').where('id', '=', req.query.attemptId).executeTakeFirst();
    if (!attempt) throw notFound('liveAttemptNotFound');
    return ok(req, await integrityEvents(app.db, attempt.id));
  });
  r.post(
    API.proctorMessage,
    {
      schema: { tags, body: proctorMessageBody },
      config: audited(config, 'proctor.message', publicationTarget, {
        ids: bodyId('publicationId'),
        detail: bodyFields('attemptId', 'text'),
      }),
    },
    async (req) => ok(req, await sendProctorMessage(app, req.body, viewerOf(req))),
  );
  r.post(
    API.forceSubmit,
    {
      schema: { tags, body: forceSubmitBody },
      config: audited(config, 'proctor.forceSubmit', attemptTarget, { ids: bodyId('attemptId'), detail: bodyFields('reason') }),
    },
    async (req) => ok(req, await forceSubmit(app, req.body, viewerOf(req))),
  );
  r.post(
    API.allowReentry,
    {
      schema: { tags, body: allowReentryBody },
      config: audited(config, 'proctor.reentry', attemptTarget, { ids: bodyId('attemptId'), detail: bodyFields('minutes', 'reason') }),
    },
    async (req) => ok(req, await allowReentry(app, req.body, viewerOf(req))),
  );
}

import { API } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { dashboard } from './overview.js';

/** The dashboard: any signed-in user; what it holds depends on their keys (overview.ts). */
export async function dashboardRoutes(app: FastifyInstance) {
  app.get(API.dashboard, { schema: { tags: ['Dashboard'] }, config: { access: 'signedIn' } }, async (req) =>
    ok(req, await dashboard(app.db, viewerOf(req), app.clock.now())),
  );
}

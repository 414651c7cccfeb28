import { PERMISSION } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, onField } from '../../lib/app-error.js';
import { megabytes } from '../../lib/uploads.js';
import type { Viewer } from '../../types.js';

/**
 * Registration files one account may keep (docs/SECURITY.md round 3, M4): a candidate
 * 100 MB, an organisation's contact more (a group's photos). Files no application or group
 * names are removed after a day (cleanup.ts), which gives the room back.
 */
export function uploadQuotaOf(app: FastifyInstance, viewer: Viewer): number {
  const { candidate, group } = app.config.uploadQuotaBytes;
  return viewer.permissions.has(PERMISSION.REGISTRATION_GROUP) ? group : candidate;
}

export async function bytesKeptBy(app: FastifyInstance, ownerId: number): Promise<number> {
  const row = await app.db
    .selectFrom('registrationFiles')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Refuses (40000 on `file`) when the viewer's files, the one just stored included, pass their
 * quota. Counted after the new file's row is written, so uploads sent at once cannot each
 * pass on the room left before any of them: the caller removes the file when refused.
 */
export async function requireWithinQuota(app: FastifyInstance, viewer: Viewer, newBytes: number) {
  const quota = uploadQuotaOf(app, viewer);
  const kept = await bytesKeptBy(app, viewer.userId);
  if (kept > quota) throw onField('file', badRequest('uploadQuotaExceeded', { max: megabytes(quota), used: megabytes(kept - newBytes) }));
}

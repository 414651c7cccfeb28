import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask } from '../../lib/periodic-task.js';
import { registrationDir } from './files.js';

/** An upload no application or group names is kept this long (time to fill in the form), then removed. */
export const UNREFERENCED_FILE_TTL_MS = 24 * 3600_000;
const SWEEP_INTERVAL_MS = 3600_000;

const APPLICATION_REFS = ['photoFileId', 'idCardFileId', 'certificateFileId', 'workProofFileId'] as const;
const GROUP_REFS = ['listFileId', 'photosFileId', 'coverFileId'] as const;

/**
 * Removes registration files older than a day that nothing names: no application (photo, ID
 * card, certificate, work proof), no group (list, photos, cover) and no group member's photo.
 * One statement checks the references and deletes, so a file named before the sweep is kept;
 * the stored files are removed after their rows. A form left open for over a day that names a
 * file swept meanwhile is refused as naming an unknown file, and the file is uploaded again.
 * Returns how many were removed.
 */
export async function removeUnreferencedFiles(app: FastifyInstance): Promise<number> {
  const before = app.clock.now() - UNREFERENCED_FILE_TTL_MS;
  const removed = await app.db
    .deleteFrom('registrationFiles')
    .where('createdAt', '<', before)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('registrations')
            .select('registrations.id')
            .where((inner) =>
              inner.or(APPLICATION_REFS.map((ref) => inner(`registrations.${ref}`, '=', inner.ref('registrationFiles.id')))),
            ),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('registrationGroups')
            .select('registrationGroups.id')
            .where((inner) =>
              inner.or(GROUP_REFS.map((ref) => inner(`registrationGroups.${ref}`, '=', inner.ref('registrationFiles.id')))),
            ),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('registrationGroupMembers')
            .select('registrationGroupMembers.id')
            .whereRef('registrationGroupMembers.photoFileId', '=', 'registrationFiles.id'),
        ),
      ),
    )
    .returning('storedName')
    .execute();
  const dir = registrationDir(app.config);
  for (const { storedName } of removed) await fs.rm(path.join(dir, path.basename(storedName)), { force: true });
  return removed.length;
}

export function scheduleUploadCleanup(app: FastifyInstance) {
  schedulePeriodicTask(app, 'registration file cleanup', SWEEP_INTERVAL_MS, removeUnreferencedFiles);
}

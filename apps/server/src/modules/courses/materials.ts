/** Teaching materials of a course: upload, download, delete. */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MATERIAL_EXTENSIONS, uploadMaterialFields } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import { attachmentDisposition, markUploadedFile } from '../../lib/download.js';
import { contentTypeOf } from '../../lib/file-types.js';
import { receiveUpload } from '../../lib/uploads.js';
import { RequestValidationError } from '../../lib/validation.js';
import type { Viewer } from '../../types.js';
import { materialsDir, removeStoredMaterials } from './material-files.js';
import { findMaterial } from './repository.js';
import { requireCourse } from './service.js';

export async function uploadMaterial(app: FastifyInstance, request: FastifyRequest, viewer: Viewer) {
  const dir = materialsDir(app.config);
  const { fields, file } = await receiveUpload(request, {
    maxBytes: app.config.materialMaxBytes,
    extensions: MATERIAL_EXTENSIONS,
    storeIn: dir,
  });
  const storedName = file.storedName!;
  try {
    const parsed = uploadMaterialFields.safeParse(fields, { reportInput: true });
    if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
    await requireCourse(app.db, parsed.data.courseId);
    const { id } = await app.db
      .insertInto('courseMaterials')
      .values({
        ...parsed.data,
        originalName: file.originalName,
        storedName,
        contentType: contentTypeOf(file.extension),
        size: file.size,
        uploadedBy: viewer.userId,
        createdAt: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { storedName: _stored, ...record } = await requireMaterial(app, id);
    return record;
  } catch (error) {
    await removeStoredMaterials(app.config, [storedName]);
    throw error;
  }
}

async function requireMaterial(app: FastifyInstance, materialId: number) {
  const material = await findMaterial(app.db, materialId);
  if (!material) throw notFound('materialNotFound', { id: materialId });
  return material;
}

export async function sendMaterial(app: FastifyInstance, reply: FastifyReply, materialId: number) {
  const material = await requireMaterial(app, materialId);
  const file = path.join(materialsDir(app.config), path.basename(material.storedName));
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) throw notFound('materialNotFound', { id: materialId });
  return markUploadedFile(reply)
    .header('content-type', material.contentType)
    .header('content-length', stat.size)
    .header('content-disposition', attachmentDisposition(material.originalName))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file));
}

export async function deleteMaterial(app: FastifyInstance, materialId: number) {
  const material = await requireMaterial(app, materialId);
  await app.db.deleteFrom('courseMaterials').where('id', '=', materialId).execute();
  await removeStoredMaterials(app.config, [material.storedName]);
}

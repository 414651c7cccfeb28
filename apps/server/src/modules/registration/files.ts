/** Registration files: uploaded one at a time by their owner, then named by an application or a group. */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  API,
  PERMISSION,
  REGISTRATION_FILE_EXTENSIONS,
  type RegistrationFileKind,
  type RegistrationFileRecord,
  uploadRegistrationFileFields,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, notFound, onField } from '../../lib/app-error.js';
import { inlineDisposition, markUploadedFile, markUploadedPdf } from '../../lib/download.js';
import { contentTypeOf, matchesSignature } from '../../lib/file-types.js';
import { isZip } from '../../lib/safe-unzip.js';
import { megabytes, receiveUpload } from '../../lib/uploads.js';
import { RequestValidationError } from '../../lib/validation.js';
import type { Viewer } from '../../types.js';
import { requireWithinQuota } from './quota.js';

export const registrationDir = (config: AppConfig) => path.join(config.dataDir, 'uploads', 'registration');

/** Every allowed extension of any kind: the upload refuses others before storing a byte. */
const ANY_KIND = [...new Set(Object.values(REGISTRATION_FILE_EXTENSIONS).flat())];

const MB = 1024 * 1024;
/**
 * Largest file of each kind: a photo or scanned document is a few megabytes, a 2,000-row list
 * under one (the upload itself stops at MATERIAL_MAX_MB, whatever the kind).
 */
const KIND_MAX_BYTES: Readonly<Record<RegistrationFileKind, number>> = {
  photo: 5 * MB,
  idCard: 10 * MB,
  certificate: 20 * MB,
  workProof: 20 * MB,
  groupList: 5 * MB,
  groupPhotos: 200 * MB,
  groupCover: 20 * MB,
};
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

/** Whether the first bytes are what the extension claims (a PDF, an image, a zip or workbook). */
function contentMatches(extension: string, head: Buffer): boolean {
  if (extension === 'pdf') return head.subarray(0, 5).toString('latin1') === '%PDF-';
  if (extension === 'zip' || extension === 'xlsx') return isZip(head);
  return matchesSignature(extension, head) === true;
}

export const fileRecord = (row: {
  id: number;
  kind: string;
  originalName: string;
  contentType: string;
  size: number;
}): RegistrationFileRecord => ({
  fileId: row.id,
  kind: row.kind as RegistrationFileKind,
  originalName: row.originalName,
  contentType: row.contentType,
  size: Number(row.size),
});

/** POST uploadRegistrationFile (multipart: kind, file): type and size as other uploads, content checked against the type. */
export async function uploadRegistrationFile(
  app: FastifyInstance,
  request: FastifyRequest,
  viewer: Viewer,
): Promise<RegistrationFileRecord> {
  const dir = registrationDir(app.config);
  let received;
  try {
    received = await receiveUpload(request, { maxBytes: app.config.materialMaxBytes, extensions: ANY_KIND, storeIn: dir });
  } catch (error) {
    throw error instanceof AppError && error.messageKey !== 'multipartRequired' ? onField('file', error) : error;
  }
  const { fields, file } = received;
  const storedName = file.storedName!;
  try {
    const parsed = uploadRegistrationFileFields.safeParse(fields, { reportInput: true });
    if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
    const { kind } = parsed.data;
    const allowed = REGISTRATION_FILE_EXTENSIONS[kind];
    if (!allowed.includes(file.extension))
      throw onField('file', badRequest('fileTypeRefused', { ext: file.extension || '—', allowed: allowed.join(', ') }));
    if (!contentMatches(file.extension, file.head)) throw onField('file', badRequest('registrationFileContent', { ext: file.extension }));
    if (file.size > KIND_MAX_BYTES[kind]) throw onField('file', badRequest('fileTooLarge', { max: megabytes(KIND_MAX_BYTES[kind]) }));
    if (IMAGE_EXTENSIONS.includes(file.extension)) {
      const data = await fs.readFile(path.join(dir, storedName));
      const image = { data, name: file.originalName, extension: file.extension };
      await app.fileWork.run('image', image, 'registrationFileContent').catch((error: unknown) => {
        throw error instanceof AppError ? onField('file', error) : error;
      });
    }
    const { id } = await app.db
      .insertInto('registrationFiles')
      .values({
        ownerId: viewer.userId,
        kind,
        originalName: file.originalName,
        storedName,
        contentType: contentTypeOf(file.extension),
        size: file.size,
        createdAt: app.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await requireWithinQuota(app, viewer, file.size);
    } catch (error) {
      await app.db.deleteFrom('registrationFiles').where('id', '=', id).execute();
      throw error;
    }
    return { fileId: id, kind, originalName: file.originalName, contentType: contentTypeOf(file.extension), size: file.size };
  } catch (error) {
    await fs.rm(path.join(dir, storedName), { force: true });
    throw error;
  }
}

/** A file of `kind` the viewer uploaded, or a refusal naming the form's field. */
export async function requireOwnFile(db: Kysely<Database>, field: string, fileId: number, kind: RegistrationFileKind, ownerId: number) {
  const row = await db.selectFrom('registrationFiles').selectAll().where('id', '=', fileId).executeTakeFirst();
  if (!row || row.ownerId !== ownerId || row.kind !== kind) throw onField(field, badRequest('registrationFileWrongKind', { id: fileId }));
  return row;
}

/** Staff whose work shows candidates' approved photos: candidate management, tickets, proctoring and marking, certificates. */
export const PHOTO_VIEWING = [PERMISSION.STUDENT, PERMISSION.EXAM_VENUE, PERMISSION.MARKING_PAPERS, PERMISSION.CERTIFICATE_MANAGE] as const;

/**
 * An approved photo (a group's member photo belongs to the organisation's contact who sent it)
 * opens for its candidate and for staff who identify candidates, also once it is only on a
 * certificate issued with it.
 */
async function isApprovedPhotoFor(db: Kysely<Database>, viewer: Viewer, fileId: number): Promise<boolean> {
  const staff = PHOTO_VIEWING.some((key) => viewer.permissions.has(key));
  const holder = await db.selectFrom('users').select('id').where('photoFileId', '=', fileId).executeTakeFirst();
  if (holder && (staff || holder.id === viewer.userId)) return true;
  const certificate = await db
    .selectFrom('certificates')
    .select('studentId')
    .where('photo', '=', `${API.registrationFile}/${fileId}`)
    .executeTakeFirst();
  return certificate !== undefined && (staff || certificate.studentId === viewer.userId);
}

/**
 * Who may open a file: its uploader; reviewers of applications the files of applications; group
 * reviewers the files of groups and their members; an approved photo as isApprovedPhotoFor says.
 * Anyone else is told it does not exist.
 */
async function mayOpen(db: Kysely<Database>, viewer: Viewer, file: { id: number; ownerId: number; kind: string }): Promise<boolean> {
  if (file.ownerId === viewer.userId || viewer.roles.includes('SUPER_ADMIN')) return true;
  if (file.kind === 'photo' && (await isApprovedPhotoFor(db, viewer, file.id))) return true;
  const refs = ['photoFileId', 'idCardFileId', 'certificateFileId', 'workProofFileId'] as const;
  if (viewer.permissions.has(PERMISSION.REGISTRATION_REVIEW)) {
    const used = await db
      .selectFrom('registrations')
      .select('id')
      .where((eb) => eb.or(refs.map((ref) => eb(ref, '=', file.id))))
      .executeTakeFirst();
    if (used) return true;
  }
  if (viewer.permissions.has(PERMISSION.REGISTRATION_GROUP_REVIEW)) {
    const group = await db
      .selectFrom('registrationGroups')
      .select('id')
      .where((eb) => eb.or([eb('listFileId', '=', file.id), eb('photosFileId', '=', file.id), eb('coverFileId', '=', file.id)]))
      .executeTakeFirst();
    const member = await db.selectFrom('registrationGroupMembers').select('id').where('photoFileId', '=', file.id).executeTakeFirst();
    if (group || member) return true;
  }
  return false;
}

/**
 * GET registrationFile/:id: shown inline under its own name. Images are sandboxed like every
 * upload; a PDF opens in the browser's viewer in a new tab (download.ts: markUploadedPdf says
 * why it cannot be sandboxed and what holds instead). Only the uploader and reviewers may open
 * a file (mayOpen); anyone else is told it does not exist.
 */
export async function sendRegistrationFile(app: FastifyInstance, reply: FastifyReply, viewer: Viewer, fileId: number) {
  const file = await app.db.selectFrom('registrationFiles').selectAll().where('id', '=', fileId).executeTakeFirst();
  if (!file || !(await mayOpen(app.db, viewer, file))) throw notFound('registrationFileNotFound', { id: fileId });
  const stored = path.join(registrationDir(app.config), path.basename(file.storedName));
  const stat = await fs.stat(stored).catch(() => null);
  if (!stat) throw notFound('registrationFileNotFound', { id: fileId });
  const marked =
    file.contentType === 'application/pdf' ? markUploadedPdf(reply) : markUploadedFile(reply).header('content-type', file.contentType);
  return marked
    .header('content-length', stat.size)
    .header('content-disposition', inlineDisposition(file.originalName))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(stored));
}

/** Writes a file the server made (a member's photo out of the group's archive) as one of `ownerId`'s files. */
export async function storeFile(
  app: FastifyInstance,
  ownerId: number,
  kind: RegistrationFileKind,
  originalName: string,
  extension: string,
  data: Uint8Array,
) {
  const dir = registrationDir(app.config);
  await fs.mkdir(dir, { recursive: true });
  const { randomBytes } = await import('node:crypto');
  const storedName = randomBytes(16).toString('hex');
  await fs.writeFile(path.join(dir, storedName), data, { flag: 'wx' });
  const { id } = await app.db
    .insertInto('registrationFiles')
    .values({
      ownerId,
      kind,
      originalName,
      storedName,
      contentType: contentTypeOf(extension),
      size: data.length,
      createdAt: app.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The stored bytes of a file (a group's list or archive). */
export async function readStoredFile(app: FastifyInstance, storedName: string) {
  return fs.readFile(path.join(registrationDir(app.config), path.basename(storedName)));
}

import { admissionNumberOf, type CandidateIdentity, type IntegritySettings } from '@kaoshi/contracts';
import type { DatabaseHandle } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import { legalName, legalPhoto } from '../../lib/legal-identity.js';

/** The candidate's own details the exam room and exam page show (approved name and photo, number, batch). */
export const IDENTITY_COLUMNS = [
  'users.id as studentId',
  'users.username',
  legalName().as('name'),
  legalPhoto().as('photo'),
  'classes.name as className',
] as const;

export const toIdentity = (row: {
  studentId: number;
  username: string;
  name: string;
  photo: string;
  className: string | null;
}): CandidateIdentity => ({
  studentId: row.studentId,
  username: row.username,
  admissionNumber: admissionNumberOf(row.studentId),
  name: row.name,
  photo: row.photo,
  className: row.className,
});

// Compiled once: every start and every exam room asks it.
const identityOf = precompiled((db, _dialect, studentId: number) =>
  db.selectFrom('users').leftJoin('classes', 'classes.id', 'users.classId').select(IDENTITY_COLUMNS).where('users.id', '=', studentId),
);

export async function candidateIdentity({ db, dialect }: DatabaseHandle, studentId: number): Promise<CandidateIdentity> {
  const [row] = (await identityOf(db, dialect, studentId)).rows;
  if (!row) throw new Error(`no user ${studentId}`);
  return toIdentity(row);
}

export const toIntegritySettings = (publication: {
  fullscreenRequired: number;
  tabSwitchLimit: number;
  blockCopyPaste: number;
}): IntegritySettings => ({
  fullscreenRequired: publication.fullscreenRequired === 1 ? 1 : 0,
  tabSwitchLimit: publication.tabSwitchLimit,
  blockCopyPaste: publication.blockCopyPaste === 1 ? 1 : 0,
});

/**
 * The legal identity of a candidate (docs/REQUIREMENTS.md §6.4): the ID number, and the name and
 * photo of the approved application. Only an approval (or its withdrawal) writes them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface LegalIdentity {
  name: string;
  gender: string;
  phone: string;
  photoFileId: number | null;
}

/** The approved application's name, photo and gender, and its phone when it gives one. */
export async function setLegalIdentity(db: Kysely<Database>, studentId: number, identity: LegalIdentity, now: number) {
  await db
    .updateTable('users')
    .set({
      legalName: identity.name,
      photoFileId: identity.photoFileId,
      gender: identity.gender,
      ...(identity.phone ? { phone: identity.phone } : {}),
      updatedAt: now,
    })
    .where('id', '=', studentId)
    .execute();
}

/** No approval stands any more: no legal name, no approved photo. */
export async function clearLegalIdentity(db: Kysely<Database>, studentId: number, now: number) {
  await db.updateTable('users').set({ legalName: '', photoFileId: null, updatedAt: now }).where('id', '=', studentId).execute();
}

/** The account takes the ID number (the caller has checked nobody else holds it). */
export async function setIdNumber(db: Kysely<Database>, studentId: number, idNumber: string, now: number) {
  await db.updateTable('users').set({ idNumber, updatedAt: now }).where('id', '=', studentId).execute();
}

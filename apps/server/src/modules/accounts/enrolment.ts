/**
 * A candidate's batch (users.class_id; a "class" in the code is a registration batch,
 * docs/REQUIREMENTS.md §20): the batch's publications reach its candidates.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** An approved application enrols its candidate, who takes the organisation it names (if any). */
export async function enrolCandidate(
  db: Kysely<Database>,
  candidate: { studentId: number; classId: number; organisation: string },
  now: number,
) {
  await db
    .updateTable('users')
    .set({ classId: candidate.classId, updatedAt: now, ...(candidate.organisation ? { organisation: candidate.organisation } : {}) })
    .where('id', '=', candidate.studentId)
    .execute();
}

/** Staff move candidates to another batch (the students screen). */
export async function moveCandidates(db: Kysely<Database>, studentIds: readonly number[], classId: number, now: number) {
  await db.updateTable('users').set({ classId, updatedAt: now }).where('id', 'in', studentIds).execute();
}

/** A withdrawn approval takes the candidate out of that batch (and out of no other). */
export async function leaveBatch(db: Kysely<Database>, studentId: number, classId: number, now: number) {
  await db.updateTable('users').set({ classId: null, updatedAt: now }).where('id', '=', studentId).where('classId', '=', classId).execute();
}

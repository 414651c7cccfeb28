import { USER_TYPE } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';

/** A candidate account written directly, with the contacts and language its messages go by. */
export async function addRecipient(app: FastifyInstance, username: string, contacts: { email?: string; phone?: string; lang?: string }) {
  const now = app.clock.now();
  const { id } = await app.db
    .insertInto('users')
    .values({
      username,
      passwordHash: 'not-for-signing-in',
      nickName: username,
      userType: USER_TYPE.STUDENT,
      email: contacts.email ?? '',
      phone: contacts.phone ?? '',
      notificationLanguage: contacts.lang ?? '',
      introduction: '',
      avatar: '',
      className: '',
      departmentName: '',
      resourceUrl: '',
      locked: 0,
      remoteLogin: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const outboxRows = (app: FastifyInstance, userId: number) =>
  app.db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('id').execute();

import { API, type InboxPage } from '@kaoshi/contracts';
import { expect } from 'vitest';
import { data } from '../modules/attempts/test/attempt-fixture.js';
import { queueNotification } from '../modules/notifications/index.js';
import { callBody as body, expectRefusedAsMissing, type IsolationProbe, type IsolationScene } from './isolation-scene.js';

/**
 * Candidate isolation of the message centre: every signed-in user reads and marks only their own
 * in-app messages. Alice and Bruno each get one (once per scene); each probe calls as one of them
 * with the other's message and checks the other's is untouched and unseen.
 */
const messages = new WeakMap<IsolationScene, { alice: number; bruno: number }>();
async function oneMessageEach(s: IsolationScene) {
  const known = messages.get(s);
  if (known) return known;
  const { db } = s.c.t.app;
  const now = s.c.clock.now();
  for (const person of [s.alice, s.bruno])
    await queueNotification(db, {
      event: 'result.released',
      userId: person.studentId,
      vars: { exam: `Exam of ${person.username}` },
      key: `probe:${person.studentId}`,
      now,
      channels: ['inapp'],
    });
  const idOf = async (userId: number) =>
    (
      await db
        .selectFrom('notifications')
        .select('id')
        .where('userId', '=', userId)
        .where('idempotencyKey', 'like', 'result.released:probe:%')
        .executeTakeFirstOrThrow()
    ).id;
  const ids = { alice: await idOf(s.alice.studentId), bruno: await idOf(s.bruno.studentId) };
  messages.set(s, ids);
  return ids;
}

const inboxOf = (s: IsolationScene, token: string) => body<InboxPage>(s, { method: 'GET', url: API.myNotifications, token });
const readAtOf = async (s: IsolationScene, id: number) =>
  (await s.c.t.app.db.selectFrom('notifications').select('readAt').where('id', '=', id).executeTakeFirstOrThrow()).readAt;

export const NOTIFICATION_PROBES: Record<string, IsolationProbe> = {
  [`GET ${API.myNotifications}`]: {
    proves: "lists the caller's own messages only",
    run: async (s) => {
      const ids = await oneMessageEach(s);
      const brunos = data(await inboxOf(s, s.bruno.token));
      expect(brunos.list.map((message) => message.notificationId)).toContain(ids.bruno);
      expect(brunos.list.map((message) => message.notificationId)).not.toContain(ids.alice);
      expect(JSON.stringify(brunos)).not.toContain(s.alice.username);
      expect(data(await inboxOf(s, s.outsider.token)).list).toEqual([]);
    },
  },
  [`GET ${API.myUnreadNotificationCount}`]: {
    proves: "counts the caller's own unread messages only",
    run: async (s) => {
      await oneMessageEach(s);
      const count = data(await body<{ unread: number }>(s, { method: 'GET', url: API.myUnreadNotificationCount, token: s.outsider.token }));
      expect(count).toEqual({ unread: 0 });
    },
  },
  [`POST ${API.markNotificationsRead}`]: {
    proves: "marks the caller's own messages only; another's is answered as missing and stays unread",
    run: async (s) => {
      const ids = await oneMessageEach(s);
      await expectRefusedAsMissing(
        (id) => body(s, { method: 'POST', url: API.markNotificationsRead, token: s.bruno.token, payload: { ids: [id] } }),
        ids.alice,
        s.alice,
      );
      expect(await readAtOf(s, ids.alice)).toBeNull();
    },
  },
  [`POST ${API.markAllNotificationsRead}`]: {
    proves: "marks all of the caller's own messages and nobody else's",
    run: async (s) => {
      const ids = await oneMessageEach(s);
      expect(
        data(await body<{ unread: number }>(s, { method: 'POST', url: API.markAllNotificationsRead, token: s.outsider.token })),
      ).toEqual({
        unread: 0,
      });
      expect(await readAtOf(s, ids.alice)).toBeNull();
      expect(await readAtOf(s, ids.bruno)).toBeNull();
    },
  },
};

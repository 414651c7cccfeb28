import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';
import { addRecipient, outboxRows } from './notification-fixture.js';
import { notificationSenderOf } from './outbox-sender.js';
import { queueNotification } from './queue.js';
import { claimDueNotifications, retryDelayMs, sendDueNotifications } from './sender.js';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server.js';

/**
 * The outbox (docs/REQUIREMENTS.md §22) against a real SMTP server in process: written with its
 * event or not at all, sent once, retried with backoff, failed after its attempts, and never
 * lost nor sent twice when a sender dies holding messages.
 */
describe.each(DATABASES)('the notifications outbox on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const clock = new ManualClock(Date.UTC(2026, 5, 1, 8, 0));
  let sequence = 0;
  const runOnce = () => notificationSenderOf(t.app).runOnce();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp(
      kind,
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Exam centre <exams@example.org>',
        PUBLIC_URL: 'https://exams.example.org',
        NOTIFY_MAX_ATTEMPTS: '3',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const recipient = async (lang = 'zh') => {
    sequence += 1;
    const username = `cand_${kind}_${sequence}`;
    const email = `${username}@example.org`;
    return { id: await addRecipient(t.app, username, { email, lang }), email };
  };
  const queueResult = (userId: number, exam: string, key: string | number = userId) =>
    t.app.db
      .transaction()
      .execute((trx) =>
        queueNotification(trx, { event: 'result.released', userId, vars: { exam }, key: `${exam}:${key}`, now: clock.now() }),
      );

  it('writes a message with its event or not at all, and once however often the event is replayed', async () => {
    const { id } = await recipient();
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await queueNotification(trx, {
          event: 'result.released',
          userId: id,
          vars: { exam: 'Welding' },
          key: 'rolled-back',
          now: clock.now(),
        });
        throw new Error('the event fails');
      }),
    ).rejects.toThrow('the event fails');
    expect(await outboxRows(t.app, id)).toEqual([]);

    await queueResult(id, 'Welding');
    await queueResult(id, 'Welding');
    const rows = await outboxRows(t.app, id);
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['inapp', 'sent'],
      ['email', 'queued'],
      ['sms', 'queued'],
    ]);
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(3);
  });

  it('refuses variables its event does not take, failing the event with it', async () => {
    const { id } = await recipient();
    await expect(
      t.app.db.transaction().execute((trx) =>
        queueNotification(trx, {
          event: 'result.released',
          userId: id,
          vars: { exam: '', extra: 1 } as unknown as { exam: string },
          key: 'bad',
          now: clock.now(),
        }),
      ),
    ).rejects.toThrow();
    expect(await outboxRows(t.app, id)).toEqual([]);
  });

  it("delivers the e-mail in the candidate's language with the links, and records SMS as off", async () => {
    const { id, email } = await recipient('zh');
    await queueResult(id, '焊工中级');
    while ((await runOnce()) > 0);
    expect(smtp.countFor(email)).toBe(1);
    const mail = smtp.received.find((message) => [message.to].flat().some((to) => to?.text.includes(email)))!;
    expect(mail.from?.text).toBe('"Exam centre" <exams@example.org>');
    expect(mail.subject).toBe('焊工中级成绩已发布');
    expect(mail.text).toContain('您的焊工中级成绩已发布，请登录查看。');
    expect(mail.text).toContain('https://exams.example.org/kaoshi-messages');
    expect(mail.text).toContain('退订');
    expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line.replace(/\r\n\s+/g, ' ')).toBe(
      'List-Unsubscribe: <https://exams.example.org/kaoshi-messages?unsubscribe=email>',
    );
    const rows = await outboxRows(t.app, id);
    expect(rows.find((row) => row.channel === 'email')).toMatchObject({
      status: 'sent',
      attempts: 1,
      subject: '焊工中级成绩已发布',
      recipient: email,
      leaseUntil: null,
    });
    expect(rows.find((row) => row.channel === 'email')!.providerAnswer).toMatch(/^250/);
    expect(rows.find((row) => row.channel === 'sms')).toMatchObject({
      status: 'off',
      providerAnswer: expect.stringContaining('SMS is off'),
    });
  });

  it('retries a refusal for now with growing waits, and gives up after the last attempt', async () => {
    const { id, email } = await recipient('en');
    smtp.refuse.set(email, { code: 451, message: 'Mailbox busy, try later' });
    await queueResult(id, 'Plumbing');
    const emailRow = async () => (await outboxRows(t.app, id)).find((row) => row.channel === 'email')!;
    const started = clock.now();
    while ((await runOnce()) > 0);
    expect(await emailRow()).toMatchObject({ status: 'retrying', attempts: 1, nextAttemptAt: started + retryDelayMs(1) });
    expect((await emailRow()).providerAnswer).toContain('Mailbox busy');

    // Not due yet: nothing is sent.
    clock.advance(retryDelayMs(1) - 1);
    expect(await runOnce()).toBe(0);
    clock.advance(1);
    expect(await runOnce()).toBe(1);
    expect(await emailRow()).toMatchObject({ status: 'retrying', attempts: 2, nextAttemptAt: clock.now() + retryDelayMs(2) });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    clock.advance(retryDelayMs(2));
    expect(await runOnce()).toBe(1);
    expect(await emailRow()).toMatchObject({ status: 'failed', attempts: 3 });
    expect(smtp.countFor(email)).toBe(0);
    smtp.refuse.delete(email);
  });

  it('fails at once what the server refuses for good', async () => {
    const { id, email } = await recipient('en');
    smtp.refuse.set(email, { code: 550, message: 'No such user here' });
    await queueResult(id, 'Carpentry');
    while ((await runOnce()) > 0);
    expect((await outboxRows(t.app, id)).find((row) => row.channel === 'email')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('loses nothing and sends nothing twice when a sender dies holding a mass send (lease expiry)', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => recipient('es')));
    for (const person of people) await queueResult(person.id, 'Electricity');
    // A sender claims every due message and dies before sending any of them.
    const dead = await claimDueNotifications(t.app, 'dead-sender', 1000);
    expect(dead.filter((row) => row.channel === 'email')).toHaveLength(12);
    // While its lease lasts, nobody else sends them.
    expect(await runOnce()).toBe(0);
    clock.advance(t.app.config.notifications.leaseMs + 1);
    // Two senders (instances) take over at once; each message goes to one of them.
    const channels = notificationSenderOf(t.app).channels;
    await Promise.all([sendDueNotifications(t.app, channels, 'instance-a'), sendDueNotifications(t.app, channels, 'instance-b')]);
    while ((await runOnce()) > 0);
    for (const person of people) {
      expect(smtp.countFor(person.email), person.email).toBe(1);
      const row = (await outboxRows(t.app, person.id)).find((r) => r.channel === 'email')!;
      expect(row).toMatchObject({ status: 'sent', attempts: 2, leaseOwner: '' });
      expect((await outboxRows(t.app, person.id)).find((r) => r.channel === 'inapp')).toMatchObject({ status: 'sent' });
    }
  });

  it('lets no late sender overwrite what the sender that took its messages over recorded', async () => {
    const { id } = await recipient('en');
    await queueResult(id, 'Masonry');
    const [claimed] = (await claimDueNotifications(t.app, 'slow-sender', 1000)).filter((row) => row.channel === 'email');
    clock.advance(t.app.config.notifications.leaseMs + 1);
    while ((await runOnce()) > 0);
    const before = (await outboxRows(t.app, id)).find((row) => row.id === claimed!.id)!;
    expect(before.status).toBe('sent');
    // The slow sender's late result names its own lease, which is gone: nothing changes.
    const late = await t.app.db
      .updateTable('notifications')
      .set({ status: 'failed' })
      .where('id', '=', claimed!.id)
      .where('leaseOwner', '=', 'slow-sender')
      .executeTakeFirst();
    expect(Number(late.numUpdatedRows)).toBe(0);
  });
});

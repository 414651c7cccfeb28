import {
  API,
  type AuditRecord,
  type DeliveryLogRecord,
  hashPasswordForTransport,
  type InboxPage,
  type Paged,
  PERMISSION,
  STATUS,
  translate,
  USER_TYPE,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES, DEMO_PASSWORD, TEST_CAPTCHA } from '../../test/harness.js';
import { teacherWith } from '../../test/org.js';
import { PDF, PNG } from '../../test/sample-files.js';
import {
  applicationOf,
  candidate,
  type RegistrationScene,
  save,
  startRegistrationScene,
  uploaded,
} from '../registration/test/registration-fixture.js';
import { notificationSenderOf } from './outbox-sender.js';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server.js';

/**
 * Notifications end to end through the API (docs/REQUIREMENTS.md §22): a review decision puts a
 * message in the candidate's message centre and an e-mail in the real SMTP server, both in the
 * language the candidate signed in with; the message centre shows only one's own messages; the
 * delivery log lists what went out and resends (audited), for NOTIFICATION-LOG only.
 */
describe.each(DATABASES)('notifications on %s', (kind) => {
  let s: RegistrationScene;
  let smtp: TestSmtpServer;
  let logReader: string;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    s = await startRegistrationScene(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'exams@example.org', PUBLIC_URL: 'https://exams.example.org' });
    logReader = await teacherWith(s.t, s.admin, 'log_reader', [PERMISSION.NOTIFICATION_LOG]);
  });
  afterAll(async () => {
    await s?.t.close();
    await smtp?.close();
  });

  const sendAll = async () => {
    while ((await notificationSenderOf(s.t.app).runOnce()) > 0);
  };
  const inbox = (token: string, lang: string, query: Record<string, string | number> = {}) =>
    s.t.call<InboxPage>({ method: 'GET', url: withQuery(API.myNotifications, query), token, lang });
  const post = <T>(url: string, token: string, payload?: Record<string, unknown>) =>
    s.t.call<T>({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
  const deliveryLog = (token: string, query: Record<string, string | number>) =>
    s.t.call<Paged<DeliveryLogRecord>>({ method: 'GET', url: withQuery(API.listDeliveryLog, query), token });

  /** Signs in through the login form in the given language, as the web does. */
  async function signInIn(username: string, lang: string) {
    const captcha = await s.t.call<{ captchaKey: string }>({ method: 'GET', url: API.captcha });
    const { body } = await s.t.call<{ token: string }>({
      method: 'POST',
      url: API.doLogin,
      lang,
      payload: {
        username,
        password: hashPasswordForTransport(DEMO_PASSWORD),
        verifyCode: TEST_CAPTCHA,
        captchaKey: captcha.body.data.captchaKey,
        userType: USER_TYPE.STUDENT,
      },
    });
    expect(body.status, body.message).toBe(STATUS.OK);
    return body.data.token;
  }

  async function submittedApplication(n: number, lang: string) {
    const person = await candidate(s, n);
    const token = await signInIn(person.username, lang);
    const email = `${person.username}@example.org`;
    await s.t.app.db.updateTable('users').set({ email }).where('id', '=', person.studentId).execute();
    const files = {
      photoFileId: await uploaded(s, token, 'photo', 'me.png', PNG),
      idCardFileId: await uploaded(s, token, 'idCard', 'id.pdf', PDF),
    };
    const submitted = await save(s, token, applicationOf(s.openBatch.classId, person.idNumber, { ...files, submit: 1 }));
    expect(submitted.body.status, submitted.body.message).toBe(STATUS.OK);
    return { ...person, token, email, files, registrationId: submitted.body.data.registrationId };
  }

  it('tells a refused and then approved candidate in their language, in the app and by e-mail, once each', async () => {
    const li = await submittedApplication(301, 'zh');
    const refused = await post(API.refuseRegistration, s.reviewer, { registrationId: li.registrationId, reason: '身份证照片不清晰' });
    expect(refused.body.status, refused.body.message).toBe(STATUS.OK);

    const afterRefusal = (await inbox(li.token, 'zh')).body.data;
    expect(afterRefusal).toMatchObject({ total: 1, unread: 1 });
    expect(afterRefusal.list[0]).toMatchObject({
      event: 'application.refused',
      title: '您报名的Batch OPEN未通过审核',
      body: '您报名的Batch OPEN未通过审核。原因：身份证照片不清晰',
      readAt: null,
    });
    // The message centre reads in the language the console is in now.
    expect((await inbox(li.token, 'es')).body.data.list[0]!.title).toBe('Su solicitud para Batch OPEN no ha sido aprobada');

    await save(s, li.token, applicationOf(s.openBatch.classId, li.idNumber, { registrationId: li.registrationId, ...li.files, submit: 1 }));
    expect((await post(API.approveRegistration, s.reviewer, { ids: [li.registrationId] })).body.status).toBe(STATUS.OK);
    // Approving again is refused, and says nothing again.
    expect((await post(API.approveRegistration, s.reviewer, { ids: [li.registrationId] })).body.status).toBe(STATUS.CONFLICT);

    await sendAll();
    await sendAll();
    const mails = smtp.received.filter((mail) => mail.to && [mail.to].flat().some((to) => to.text.includes(li.email)));
    expect(mails.map((mail) => mail.subject)).toEqual(['您报名的Batch OPEN未通过审核', '您报名的Batch OPEN已审核通过']);
    expect(mails[0]!.text).toContain('原因：身份证照片不清晰');
    expect(mails[1]!.text).toContain('https://exams.example.org/kaoshi-messages?unsubscribe=email');

    const page = (await inbox(li.token, 'zh')).body.data;
    expect(page).toMatchObject({ total: 2, unread: 2 });
    expect(page.list.map((message) => message.event)).toEqual(['application.approved', 'application.refused']);
  });

  it("marks one's own messages read, one or all, and finds no other account's", async () => {
    const wang = await submittedApplication(302, 'en');
    const zhao = await submittedApplication(303, 'en');
    for (const person of [wang, zhao])
      await post(API.refuseRegistration, s.reviewer, { registrationId: person.registrationId, reason: 'The photo is too dark.' });
    const [message] = (await inbox(wang.token, 'en')).body.data.list;
    const zhaos = (await inbox(zhao.token, 'en')).body.data.list[0]!;

    const stranger = await post<{ unread: number }>(API.markNotificationsRead, wang.token, {
      ids: [message!.notificationId, zhaos.notificationId],
    });
    expect(stranger.body).toMatchObject({
      status: STATUS.NOT_FOUND,
      message: translate('en', 'notificationNotFound', { id: zhaos.notificationId }),
    });
    expect((await inbox(wang.token, 'en')).body.data.unread).toBe(1);
    expect((await inbox(zhao.token, 'en')).body.data.unread).toBe(1);

    const marked = await post<{ unread: number }>(API.markNotificationsRead, wang.token, { ids: [message!.notificationId] });
    expect(marked.body.data).toEqual({ unread: 0 });
    expect((await inbox(wang.token, 'en')).body.data.list[0]!.readAt).toBe(s.clock.now());
    expect((await inbox(wang.token, 'en', { unreadOnly: 1 })).body.data).toMatchObject({ total: 0, list: [] });

    const count = await s.t.call<{ unread: number }>({ method: 'GET', url: API.myUnreadNotificationCount, token: zhao.token });
    expect(count.body.data).toEqual({ unread: 1 });
    expect((await post<{ unread: number }>(API.markAllNotificationsRead, zhao.token)).body.data).toEqual({ unread: 0 });

    const bad = await post(API.markNotificationsRead, wang.token, { ids: [] });
    expect(bad.body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('lists deliveries with filters for NOTIFICATION-LOG, and resends a message as a new one, audited', async () => {
    const ma = await submittedApplication(304, 'ja');
    await post(API.refuseRegistration, s.reviewer, { registrationId: ma.registrationId, reason: '写真が不鮮明です' });
    await sendAll();

    expect((await deliveryLog(s.reviewer, {})).body.status).toBe(STATUS.FORBIDDEN);
    const listed = await deliveryLog(logReader, { userId: ma.studentId });
    expect(listed.body.status, listed.body.message).toBe(STATUS.OK);
    const rows = listed.body.data;
    expect(rows.list.map((row) => [row.channel, row.status])).toEqual(
      expect.arrayContaining([
        ['inapp', 'sent'],
        ['email', 'sent'],
        ['sms', 'off'],
      ]),
    );
    const sentMail = rows.list.find((row) => row.channel === 'email')!;
    expect(sentMail).toMatchObject({ recipient: ma.email, lang: 'ja', subject: 'Batch OPENへの申込は承認されませんでした', attempts: 1 });
    expect(
      (await deliveryLog(logReader, { recipient: ma.email, channel: 'email' })).body.data.list.map((row) => row.notificationId),
    ).toEqual([sentMail.notificationId]);
    expect((await deliveryLog(logReader, { userId: ma.studentId, status: 'failed' })).body.data.total).toBe(0);
    expect((await deliveryLog(logReader, { status: 'lost' })).body.status).toBe(STATUS.BAD_REQUEST);

    const inApp = rows.list.find((row) => row.channel === 'inapp')!;
    expect((await post(API.resendNotification, logReader, { notificationId: inApp.notificationId })).body).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'notificationInAppNoResend'),
    });
    const resent = await post<DeliveryLogRecord>(API.resendNotification, logReader, { notificationId: sentMail.notificationId });
    expect(resent.body.data).toMatchObject({ status: 'queued', resentFrom: sentMail.notificationId, recipient: ma.email });
    await sendAll();
    expect(smtp.countFor(ma.email)).toBe(2);

    const audit = await s.t.call<Paged<AuditRecord>>({
      method: 'GET',
      url: withQuery(API.listAuditLog, { action: 'notification.resend' }),
      token: s.admin,
    });
    expect(audit.body.data.list[0]).toMatchObject({
      targetType: 'notification',
      targetId: resent.body.data.notificationId,
      after: expect.objectContaining({ resentFrom: sentMail.notificationId }),
    });
  });
});

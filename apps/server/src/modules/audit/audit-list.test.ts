import { API, type AuditRecord, type Paged, type PublicationRecord, ROLE, STATUS, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { fetchRaw, readXlsx, teacherWith } from '../../test/org.js';
import {
  HOUR,
  MINUTE,
  type PublicationContext,
  publishedPublication,
  startPublicationTest,
  T0,
} from '../publications/test/publication-fixture.js';

describe.each(DATABASES)('reading the audit trail on %s', (kind) => {
  let c: PublicationContext;
  let published: PublicationRecord;
  beforeAll(async () => {
    c = await startPublicationTest(kind);
    // 09:00 publish; 10:00 extend; 11:00 withdraw. The fixture's own set-up happened at 08:00.
    c.clock.set(T0 + HOUR);
    published = await publishedPublication(c, { name: 'Audited exam' });
    c.clock.set(T0 + 2 * HOUR);
    const endsAt = published.endsAt + HOUR;
    expectOk(
      await c.t.call({
        method: 'POST',
        url: API.extendPublication,
        token: c.publisher,
        payload: { id: published.publicationId, endsAt, reason: 'Snow' },
      }),
      'extend',
    );
    c.clock.set(T0 + 3 * HOUR);
    expectOk(
      await c.t.call({
        method: 'POST',
        url: API.withdrawPublication,
        token: c.publisher,
        payload: { id: published.publicationId, reason: 'Wrong paper' },
      }),
      'withdraw',
    );
  });
  afterAll(() => c.t.close());

  const list = (query: Record<string, string | number>, token = c.admin) =>
    c.t.call<Paged<AuditRecord>>({ method: 'GET', url: withQuery(API.listAuditLog, query), token });
  const page = async (query: Record<string, string | number>) => expectOk(await list({ limit: 500, ...query }), 'listAuditLog');

  it("records a publication's publish, extension and withdrawal with the fields that changed and the reason", async () => {
    const { list: records } = await page({ targetType: 'publication', targetId: published.publicationId });
    expect(records.map((record) => [record.action, record.username, record.at])).toEqual([
      ['publication.withdraw', 'publisher', T0 + 3 * HOUR],
      ['publication.extend', 'publisher', T0 + 2 * HOUR],
      ['publication.publish', 'publisher', T0 + HOUR],
      ['publication.add', 'publisher', T0 + HOUR],
    ]);
    const [withdraw, extend, publish] = records;
    expect(publish).toMatchObject({
      targetLabel: 'Audited exam',
      before: { storedState: 'draft' },
      after: { storedState: 'published' },
      detail: null,
    });
    expect(extend).toMatchObject({
      before: { endsAt: published.endsAt },
      after: { endsAt: published.endsAt + HOUR },
      detail: { reason: 'Snow' },
    });
    expect(withdraw).toMatchObject({
      before: { storedState: 'published' },
      after: { storedState: 'withdrawn' },
      detail: { reason: 'Wrong paper' },
    });
  });

  it('filters by time range, user, action, record and free text; pages and sorts on the server, newest first by default', async () => {
    const everything = await page({});
    expect(everything.total).toBe(everything.list.length);
    const times = everything.list.map((record) => record.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const window = await page({ from: T0 + HOUR + 30 * MINUTE, to: T0 + 3 * HOUR });
    expect(window.list.map((record) => record.action)).toEqual(['publication.extend']);
    expect((await page({ from: T0 + 3 * HOUR })).list.map((record) => record.action)).toEqual(['publication.withdraw']);

    const publisherId = (await c.t.app.db.selectFrom('users').select('id').where('username', '=', 'publisher').executeTakeFirstOrThrow())
      .id;
    const byUser = await page({ userId: publisherId });
    expect(new Set(byUser.list.map((record) => record.username))).toEqual(new Set(['publisher']));
    expect((await page({ username: 'PUBLISH' })).list).toEqual(byUser.list.filter((record) => record.username.includes('publish')));
    expect((await page({ action: 'notice.add' })).list.map((record) => record.targetLabel)).toEqual(['Exam rules']);
    expect((await page({ targetType: 'paper' })).list.map((record) => record.targetLabel).sort()).toEqual(['Fixed paper', 'Random paper']);
    expect((await page({ text: 'wrong PAPER' })).list.map((record) => record.action)).toEqual(['publication.withdraw']);
    expect((await page({ text: 'audited', action: 'publication.publish' })).total).toBe(1);
    expect((await page({ text: 'no record says this' })).list).toEqual([]);

    const second = expectOk(await list({ page: 2, limit: 2 }), 'page 2');
    expect(second.total).toBe(everything.total);
    expect(second.list).toEqual(everything.list.slice(2, 4));
    const byAction = await page({ sortField: 'action', sortOrder: 'ascend' });
    const actions = byAction.list.map((record) => record.action);
    expect(actions).toEqual([...actions].sort());
  });

  it('refuses a filter outside the codes and a sort outside the list with a clear message', async () => {
    const bad = await list({ action: 'user.dance' });
    expect(bad.body.status).toBe(STATUS.BAD_REQUEST);
    expect(bad.body.message).toContain('action');
    expect((await list({ sortField: 'userAgent' })).body.status).toBe(STATUS.BAD_REQUEST);
  });

  it("exports the filtered trail to Excel, headers in the reader's language, times in UTC", async () => {
    const file = await fetchRaw(
      c.t,
      withQuery(API.exportAuditLog, { targetType: 'publication', targetId: published.publicationId }),
      c.admin,
      'zh',
    );
    expect(file.status).toBe(200);
    const [header, ...rows] = await readXlsx(file.body);
    expect(header).toContain('操作');
    expect(rows.map((row) => row[5])).toEqual(['publication.withdraw', 'publication.extend', 'publication.publish', 'publication.add']);
    expect(rows[0]![0]).toBe(new Date(T0 + 3 * HOUR).toISOString().replace('T', ' ').slice(0, 19));
    expect(JSON.parse(String(rows[0]![11]))).toEqual({ reason: 'Wrong paper' });
  });

  it('is for administrators only: SUPER_ADMIN, or SYSTEM-USER together with role SUPER', async () => {
    await createRole(c.t, c.admin, 'R_USER_ADMIN', ['SYSTEM', 'SYSTEM-USER']);
    await createUser(c.t, c.admin, { username: 'super_users', userType: USER_TYPE.TEACHER, roleKeys: [ROLE.SUPER, 'R_USER_ADMIN'] });
    const superWithKey = await c.t.login('super_users', undefined, USER_TYPE.TEACHER);
    const keyWithoutRole = await teacherWith(c.t, c.admin, 'user_manager', ['SYSTEM', 'SYSTEM-USER']);
    for (const url of [API.listAuditLog, API.exportAuditLog]) {
      expect((await c.t.call({ method: 'GET', url })).body.status).toBe(STATUS.TOKEN_INVALID);
      for (const token of [c.student, c.proctor, c.publisher, keyWithoutRole]) {
        expect((await c.t.call({ method: 'GET', url, token })).body.status, `${url} refused`).toBe(STATUS.FORBIDDEN);
      }
      for (const token of [c.admin, superWithKey]) expect((await fetchRaw(c.t, url, token)).status, `${url} allowed`).toBe(200);
    }
  });
});

describe('what the audit trail covers', () => {
  /** Routes that change nothing a record keeps, or are recorded elsewhere: each with its reason. */
  const NOT_AUDITED: Record<string, string> = {
    [`POST ${API.doLogin}`]: 'login.ts records every sign-in and refusal itself',
    [`POST ${API.signup}`]: 'signup.ts records the new account and its first sign-in itself, the account as the actor',
    [`POST ${API.exchangeAuthCode}`]: 'auth-codes.ts records the sign-in and refusal itself',
    [`POST ${API.issueAuthCode}`]: "a one-time code for the caller's own sign-in, which is recorded when used",
    [`POST ${API.listPermissionKeysByRoles}`]: 'a read sent as a POST (docs/REQUIREMENTS.md §14)',
    [`POST ${API.checkPaperRules}`]: 'checks rules against the bank; stores nothing',
    [`POST ${API.previewPaperDraft}`]: 'draws an unsaved paper to look at; stores nothing',
    [`POST ${API.editorController}`]: 'files stored by content hash; the content that uses them is recorded when saved',
    [`POST ${API.startAttempt}`]: "the candidate's exam: kept in the attempt",
    [`POST ${API.saveAnswer}`]: "the candidate's exam: kept in the attempt",
    [`POST ${API.submitAttempt}`]: "the candidate's exam: kept in the attempt",
    [`POST ${API.reportIntegrity}`]: "the candidate's integrity events: kept in the attempt",
    [`POST ${API.uploadRegistrationFile}`]:
      "an applicant's evidence file, kept with the application, whose saving and submitting are recorded",
    [`POST ${API.openArticle}`]: "the candidate's own reading progress: kept in the reading record",
    [`POST ${API.finishArticle}`]: "the candidate's own reading progress: kept in the reading record",
    [`POST ${API.markNotificationsRead}`]: "one's own messages marked read: the message keeps when it was read, and nobody else's can be",
    [`POST ${API.markAllNotificationsRead}`]: "as markNotificationsRead, for all of one's own messages",
    [`POST ${API.saveAssessmentScore}`]: "an examiner's item score: every save is kept in the assessment's score history",
  };
  /** GETs that change something (docs/REQUIREMENTS.md §14 gives password resets as GETs). */
  const CHANGING_GETS = [`${API.reSetPass}/:id`, `${API.resetStudentPassword}/:id`];

  it('has every call that changes something declare its audit action, so a new one cannot slip by', async () => {
    const { startTestApp } = await import('../../test/harness.js');
    const t = await startTestApp('sqlite');
    try {
      const changing = t.app.routeTable.filter(
        (entry) => !entry.websocket && (entry.method !== 'GET' || CHANGING_GETS.includes(entry.url)),
      );
      const silent = changing
        .filter((entry) => !entry.audit && !NOT_AUDITED[`${entry.method} ${entry.url}`])
        .map((entry) => `${entry.method} ${entry.url}`);
      expect(silent).toEqual([]);
      // The list of exceptions names only calls that exist and record nothing.
      for (const key of Object.keys(NOT_AUDITED)) {
        expect(
          changing.find((entry) => `${entry.method} ${entry.url}` === key),
          key,
        ).toMatchObject({ audit: undefined });
      }
      expect(changing.length).toBeGreaterThan(80);
    } finally {
      await t.close();
    }
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  API,
  type AuthUser,
  type Dashboard,
  EDITOR_ACTION,
  hashPasswordForTransport,
  LIVE_CLOSE,
  ROLE,
  SEEDED_ROLE_PERMISSIONS,
  STATUS,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Candidate, data, storedAnswers, storedAttempt } from '../modules/attempts/test/attempt-fixture.js';
import { createSession } from '../modules/auth/sessions.js';
import { openLiveSocket } from '../modules/live/test/live-test-client.js';
import { withQuery } from '../test/fixtures.js';
import { DATABASES, DEMO_PASSWORD } from '../test/harness.js';
import { multipart } from '../test/org.js';
import { PNG } from '../test/sample-files.js';
import type { RouteEntry } from '../types.js';
import { AROUND_EXAM_PROBES } from './around-exam-probes.js';
import { REGISTRATION_PROBES } from './registration-probes.js';
import { NOTIFICATION_PROBES } from './notification-probes.js';
import { ASSESSMENT_PROBES } from './assessment-probes.js';
import { expectedVerdict } from './access-oracle.js';
import {
  callBody as body,
  candidateState,
  changesNothing,
  expectNoTrace,
  expectRefusedAsMissing,
  type IsolationProbe,
  type IsolationScene,
  startIsolationScene,
} from './isolation-scene.js';

/**
 * docs/REQUIREMENTS.md §18.2: candidates reach only their own attempts, results and files. Every operation a
 * candidate may call (derived from the route table: whatever the seeded STUDENT role gets past
 * the access check) has a probe below that calls it with another candidate's ids; the first test
 * fails when the route table has a candidate operation without a probe.
 */
const STUDENT = { tokenGood: true, roles: [ROLE.STUDENT], keys: SEEDED_ROLE_PERMISSIONS.STUDENT };
const operationOf = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;
const candidateOperations = (routes: readonly RouteEntry[]) =>
  routes.filter((route) => route.access !== 'public' && expectedVerdict(route.access, STUDENT) === 'admitted').map(operationOf);

/** Pairs of (caller, owner of the ids used): each way between the two sitters, and the outsider. */
const crossings = (s: IsolationScene, target: 'alice' | 'bruno'): [Candidate, IsolationScene['alice']][] =>
  target === 'alice'
    ? [
        [s.bruno, s.alice],
        [s.outsider, s.alice],
      ]
    : [
        [s.alice, s.bruno],
        [s.outsider, s.bruno],
      ];

const PROBES: Record<string, IsolationProbe> = {
  ...REGISTRATION_PROBES,
  ...AROUND_EXAM_PROBES,
  ...NOTIFICATION_PROBES,
  ...ASSESSMENT_PROBES,
  [`GET ${API.myExams}`]: {
    proves: "lists the caller's own attempts and results only",
    run: async (s) => {
      const brunos = data(await s.bruno.api.myExams());
      expect(brunos.exams.find((exam) => exam.publicationId === s.publicationId)).toMatchObject({
        attemptId: s.bruno.attemptId,
        result: null,
      });
      expectNoTrace(brunos, s.alice);
      const alices = data(await s.alice.api.myExams());
      expect(alices.exams.find((exam) => exam.publicationId === s.publicationId)).toMatchObject({
        attemptId: s.alice.attemptId,
        result: { score: expect.any(Number) },
      });
      expectNoTrace(alices, s.bruno);
      expect(data(await s.outsider.api.myExams()).exams).toEqual([]);
      expect(brunos.exams.map((exam) => exam.publicationId)).not.toContain(s.draftPublicationId);
    },
  },
  [`GET ${API.examRoom}/:publicationId`]: {
    proves: "opens the caller's own published exams only, with the caller's own identity",
    run: (s) =>
      changesNothing(s, async () => {
        await expectRefusedAsMissing((id) => s.outsider.api.room(id), s.publicationId, s.bruno);
        await expectRefusedAsMissing((id) => s.bruno.api.room(id), s.draftPublicationId, s.alice);
        const room = data(await s.bruno.api.room(s.publicationId));
        expect(room.candidate.studentId).toBe(s.bruno.studentId);
        expectNoTrace(room, s.alice);
      }),
  },
  [`POST ${API.startAttempt}`]: {
    proves: "starts the caller's own exams only and never hands over another candidate's attempt",
    run: async (s) => {
      await changesNothing(s, async () => {
        await expectRefusedAsMissing((id) => s.outsider.api.start(id), s.publicationId, s.bruno);
        await expectRefusedAsMissing((id) => s.bruno.api.start(id), s.draftPublicationId, s.alice);
      });
      // Starting an exam already begun resumes one's own attempt, whoever else sits it.
      const resumed = data(await s.bruno.api.start(s.publicationId));
      expect(resumed.attemptId).toBe(s.bruno.attemptId);
      expectNoTrace(resumed, s.alice);
    },
  },
  [`GET ${API.attemptSession}/:attemptId`]: {
    proves: "shows (and resumes) the caller's own attempt only",
    run: (s) =>
      changesNothing(s, async () => {
        for (const [caller, owner] of [...crossings(s, 'alice'), ...crossings(s, 'bruno')]) {
          for (const resume of [undefined, 0, 1] as const)
            await expectRefusedAsMissing((id) => caller.api.session(id, resume), owner.attemptId, owner);
        }
      }),
  },
  [`GET ${API.paperContent}/:paperId/:version`]: {
    proves: 'serves a paper’s content only to candidates who sit that paper, as "not found" to anyone else',
    run: async (s) => {
      const { contentUrl } = data(await s.bruno.api.session(s.bruno.attemptId, 0));
      const content = (caller: Candidate, url: string) => body(s, { method: 'GET', url, token: caller.token });
      await changesNothing(s, async () => {
        // Chen is of the batch but has not started; the outsider sits nothing.
        for (const caller of [s.chen, s.outsider]) {
          const refused = await content(caller, contentUrl);
          expect(refused.status).toBe(STATUS.NOT_FOUND);
          expect(refused).toEqual(await content(caller, contentUrl.replace(/[0-9a-f]{32}$/, '0'.repeat(32))));
          expectNoTrace(refused, s.bruno);
        }
        // Alice sits the same paper: the same content, and nothing of Bruno's.
        expectNoTrace(await content(s.alice, contentUrl), s.bruno);
        expect((await content(s.alice, contentUrl)).status).toBe(STATUS.OK);
      });
    },
  },
  [`POST ${API.saveAnswer}`]: {
    proves: "writes answers into the caller's own attempt only",
    run: async (s) => {
      const [questionId] = (await storedAnswers(s.c, s.bruno.attemptId)).map((answer) => answer.questionId);
      await changesNothing(s, async () => {
        for (const [caller, owner] of [...crossings(s, 'bruno'), ...crossings(s, 'alice')]) {
          await expectRefusedAsMissing((id) => caller.api.save(id, questionId!, 99, { choices: ['A'] }, true), owner.attemptId, owner);
        }
      });
    },
  },
  [`POST ${API.submitAttempt}`]: {
    proves: "submits the caller's own attempt only",
    run: (s) =>
      changesNothing(s, async () => {
        for (const [caller, owner] of [...crossings(s, 'bruno'), ...crossings(s, 'alice')])
          await expectRefusedAsMissing((id) => caller.api.submit(id), owner.attemptId, owner);
      }),
  },
  [`POST ${API.reportIntegrity}`]: {
    proves: "records integrity events against the caller's own attempt only",
    run: (s) =>
      changesNothing(s, async () => {
        for (const [caller, owner] of [...crossings(s, 'bruno'), ...crossings(s, 'alice')]) {
          await expectRefusedAsMissing((id) => caller.api.report(id, 'tab-hidden'), owner.attemptId, owner);
        }
      }),
  },
  [`GET ${API.myScoreReport}/:attemptId`]: {
    proves: "prints the caller's own score report only",
    run: async (s) => {
      const report = (caller: Candidate, id: number) => body(s, { method: 'GET', url: `${API.myScoreReport}/${id}`, token: caller.token });
      await changesNothing(s, async () => {
        for (const [caller, owner] of [...crossings(s, 'alice'), ...crossings(s, 'bruno')])
          await expectRefusedAsMissing((id) => report(caller, id), owner.attemptId, owner);
      });
      // The graded attempt's owner does get it: the refusals above are about whose it is.
      expect(JSON.stringify(data(await report(s.alice, s.alice.attemptId)))).toContain(s.alice.name);
    },
  },
  [`GET ${API.serverTime}`]: {
    proves: 'takes no id and tells the time only',
    run: async (s) => {
      expect(
        Object.keys(data(await body(s, { method: 'GET', url: `${API.serverTime}?attemptId=${s.alice.attemptId}`, token: s.bruno.token }))),
      ).toEqual(['serverNow']);
    },
  },
  [`GET ${API.liveSocket}`]: {
    proves: "follows the caller's own attempt only; watching an exam is for proctors",
    run: (s) =>
      changesNothing(s, async () => {
        const heartbeat = (attemptId: number) => ({ type: 'heartbeat', attemptId, answered: 1, current: 0 });
        const tries: [Candidate, object][] = [
          [s.alice, heartbeat(s.bruno.attemptId)],
          [s.outsider, heartbeat(s.bruno.attemptId)],
          [s.outsider, { type: 'integrity', attemptId: s.bruno.attemptId, kind: 'tab-hidden' }],
          [s.bruno, heartbeat(s.alice.attemptId)],
          [s.bruno, { type: 'watch', publicationId: s.publicationId }],
        ];
        for (const [caller, frame] of tries) {
          const client = await openLiveSocket(s.socketUrl, caller.token);
          client.send(frame);
          expect((await client.closed).code, JSON.stringify(frame)).toBe(LIVE_CLOSE.FORBIDDEN);
          expect(client.frames).toEqual([]);
        }
      }),
  },
  [`POST ${API.issueAuthCode}`]: {
    proves: 'issues a code that signs in its issuer only, whatever the request names',
    run: async (s) => {
      const { code } = data(
        await body<{ code: string }>(s, {
          method: 'POST',
          url: API.issueAuthCode,
          token: s.bruno.token,
          payload: { userId: s.alice.studentId, username: s.alice.username },
        }),
      );
      const { token } = data(await body<{ token: string }>(s, { method: 'POST', url: API.exchangeAuthCode, payload: { code } }));
      expect(data(await body<AuthUser>(s, { method: 'GET', url: API.authWebUser, token })).id).toBe(s.bruno.studentId);
    },
  },
  [`GET ${API.authWebUser}`]: {
    proves: "answers the caller's own account only",
    run: async (s) => {
      const url = withQuery(API.authWebUser, { id: s.alice.studentId, userId: s.alice.studentId, username: s.alice.username });
      const user = data(await body<AuthUser>(s, { method: 'GET', url, token: s.bruno.token }));
      expect(user).toMatchObject({ id: s.bruno.studentId, username: s.bruno.username });
      expectNoTrace(user, s.alice);
    },
  },
  [`GET ${API.logout}`]: {
    proves: "ends the caller's own session only, even with another's token in the cookie or query",
    run: async (s) => {
      const chens = (await createSession(s.c.t.app.db, s.chen.studentId, 60_000)).token;
      const url = withQuery(API.logout, { token: s.alice.token });
      const headers = { cookie: `KAOSHI_TOKEN=${s.alice.token}` };
      expect((await body(s, { method: 'GET', url, token: chens, headers })).status).toBe(STATUS.OK);
      expect((await body(s, { method: 'GET', url: API.authWebUser, token: chens })).status).toBe(STATUS.TOKEN_INVALID);
      for (const other of [s.alice, s.bruno])
        expect(data(await body<AuthUser>(s, { method: 'GET', url: API.authWebUser, token: other.token })).id).toBe(other.studentId);
    },
  },
  [`POST ${API.logout}`]: {
    proves: "ends the caller's own session only, even with another's token in the cookie",
    run: async (s) => {
      const chens = (await createSession(s.c.t.app.db, s.chen.studentId, 60_000)).token;
      const headers = { cookie: `KAOSHI_TOKEN=${s.alice.token}` };
      expect((await body(s, { method: 'POST', url: API.logout, token: chens, headers })).status).toBe(STATUS.OK);
      expect((await body(s, { method: 'GET', url: API.authWebUser, token: chens })).status).toBe(STATUS.TOKEN_INVALID);
      for (const other of [s.alice, s.bruno])
        expect(data(await body<AuthUser>(s, { method: 'GET', url: API.authWebUser, token: other.token })).id).toBe(other.studentId);
    },
  },
  [`POST ${API.updatePass}`]: {
    proves: "changes the caller's own password only",
    run: async (s) => {
      const chens = (await createSession(s.c.t.app.db, s.chen.studentId, 60_000)).token;
      const change = (oldPass: string) =>
        body(s, {
          method: 'POST',
          url: API.updatePass,
          token: chens,
          payload: {
            oldPass: hashPasswordForTransport(oldPass),
            newPass: hashPasswordForTransport('chen-new-secret'),
            userId: s.alice.studentId,
            username: s.alice.username,
          },
        });
      await changesNothing(s, async () => expect((await change('not-his-password')).status).toBe(STATUS.BAD_REQUEST));
      const before = await candidateState(s);
      expect((await change(DEMO_PASSWORD)).status).toBe(STATUS.OK);
      const after = await candidateState(s);
      const changed = after.accounts
        .filter((account, i) => account.passwordHash !== before.accounts[i]!.passwordHash)
        .map((account) => account.id);
      expect(changed).toEqual([s.chen.studentId]);
      for (const other of [s.alice, s.bruno])
        expect(data(await body<AuthUser>(s, { method: 'GET', url: API.authWebUser, token: other.token })).id).toBe(other.studentId);
    },
  },
  [`POST ${API.setNewPassword}`]: {
    proves: "sets the caller's own password only, and only while one is due",
    run: async (s) => {
      const setNew = (token: string) =>
        body(s, {
          method: 'POST',
          url: API.setNewPassword,
          token,
          payload: { newPass: hashPasswordForTransport('chen-own-secret'), userId: s.alice.studentId, username: s.alice.username },
        });
      // Bruno's password is his own: no new one without the old (updatePass).
      await changesNothing(s, async () => expect((await setNew(s.bruno.token)).status).toBe(STATUS.FORBIDDEN));
      await s.c.t.app.db.updateTable('users').set({ passwordChangeDue: 1 }).where('id', '=', s.chen.studentId).execute();
      const chens = (await createSession(s.c.t.app.db, s.chen.studentId, 60_000)).token;
      const before = await candidateState(s);
      expect((await setNew(chens)).status).toBe(STATUS.OK);
      const after = await candidateState(s);
      const changed = after.accounts
        .filter((account, i) => account.passwordHash !== before.accounts[i]!.passwordHash)
        .map((account) => account.id);
      expect(changed).toEqual([s.chen.studentId]);
      for (const other of [s.alice, s.bruno])
        expect(data(await body<AuthUser>(s, { method: 'GET', url: API.authWebUser, token: other.token })).id).toBe(other.studentId);
    },
  },
  [`POST ${API.listPermissionKeysByRoles}`]: {
    proves: "reads the keys of the caller's own roles only",
    run: async (s) => {
      const keysOf = (roles: string[]) =>
        body<string[]>(s, { method: 'POST', url: API.listPermissionKeysByRoles, token: s.bruno.token, payload: { roles } });
      for (const roles of [[ROLE.SUPER], [ROLE.TEACHER], [ROLE.SUPER_ADMIN], [ROLE.STUDENT, ROLE.SUPER]])
        expect((await keysOf(roles)).status).toBe(STATUS.FORBIDDEN);
      expect(data(await keysOf([ROLE.STUDENT]))).toEqual(SEEDED_ROLE_PERMISSIONS.STUDENT);
    },
  },
  [`GET ${API.dashboard}`]: {
    proves: "shows a candidate none of the figures (other candidates' exams, counts, pass rates)",
    run: async (s) => {
      const dashboard = data(await body<Dashboard>(s, { method: 'GET', url: API.dashboard, token: s.bruno.token }));
      expect(dashboard).toEqual({
        serverNow: expect.any(Number),
        counts: { projects: null, candidates: null, questions: null, examsOpenNow: null },
        upcoming: null,
        running: null,
        recentPassRates: null,
      });
    },
  },
  [`GET ${API.editorFiles}/:name`]: {
    proves: 'serves question media only: a candidate cannot upload a file, so there is none of another candidate to reach',
    run: async (s) => {
      const editorDir = path.join(s.c.t.config.dataDir, 'uploads', 'editor');
      const stored = () => (fs.existsSync(editorDir) ? fs.readdirSync(editorDir).filter((name) => name !== 'incoming') : []);
      const before = stored();
      const upload = multipart({ type: 'ajax' }, { name: 'answer.png', content: PNG, field: 'upfile' });
      for (const caller of [s.alice, s.bruno]) {
        const refused = await body(s, {
          method: 'POST',
          url: withQuery(API.editorController, { action: EDITOR_ACTION.uploadImage }),
          token: caller.token,
          ...upload,
        });
        expect(refused.status).toBe(STATUS.FORBIDDEN);
      }
      expect(stored()).toEqual(before);
      const name = `${createHash('sha256').update(PNG).digest('hex')}.png`;
      expect((await body(s, { method: 'GET', url: `${API.editorFiles}/${name}`, token: s.bruno.token })).status).toBe(STATUS.NOT_FOUND);
    },
  },
};

describe.each(DATABASES)('candidate isolation (%s)', (kind) => {
  let s: IsolationScene;
  let alicesAttempt: unknown;
  beforeAll(async () => {
    s = await startIsolationScene(kind);
    alicesAttempt = { attempt: await storedAttempt(s.c, s.alice.attemptId), answers: await storedAnswers(s.c, s.alice.attemptId) };
  });
  afterAll(() => s?.c.t.close());

  it('has a probe for every operation a candidate may call, and none for one they may not', () => {
    const operations = candidateOperations(s.c.t.app.routeTable);
    expect(operations.length).toBeGreaterThan(10);
    expect(
      operations.filter((operation) => !(operation in PROBES)),
      'candidate operations without an isolation probe',
    ).toEqual([]);
    expect(
      Object.keys(PROBES).filter((operation) => !operations.includes(operation)),
      'probes of operations candidates cannot call',
    ).toEqual([]);
  });

  for (const [operation, probe] of Object.entries(PROBES)) {
    it(`${operation} ${probe.proves}`, () => probe.run(s));
  }

  it("leaves Alice's submitted attempt, its score and her answers as she left them", async () => {
    expect({ attempt: await storedAttempt(s.c, s.alice.attemptId), answers: await storedAnswers(s.c, s.alice.attemptId) }).toEqual(
      alicesAttempt,
    );
  });
});

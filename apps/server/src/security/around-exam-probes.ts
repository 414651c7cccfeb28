import { API, type MyArticle, type MyArticles, type MyTicketSummary, STATUS } from '@kaoshi/contracts';
import { expect } from 'vitest';
import { type Candidate, data } from '../modules/attempts/test/attempt-fixture.js';
import {
  callBody as body,
  changesNothing,
  expectNoTrace,
  expectRefusedAsMissing,
  type IsolationProbe,
  type IsolationScene,
} from './isolation-scene.js';

/**
 * Candidate isolation of the path around the exam: certificates, learning articles and their
 * reading progress, admission tickets. Each probe calls with another candidate's ids (or names
 * them in the query) and checks the answer holds nothing of theirs and nothing changed.
 */

/** Two published learning articles: one for the scene's batch's job type, one for the outsider's. */
const articleIds = new WeakMap<IsolationScene, { forBatch: number; forOther: number }>();
async function learningArticles(s: IsolationScene) {
  const known = articleIds.get(s);
  if (known) return known;
  const { db } = s.c.t.app;
  const insert = async (title: string, subjectId: number) => {
    const now = Date.now();
    const { id } = await db
      .insertInto('articles')
      .values({
        title,
        type: 0,
        coverImage: '',
        content: '<p>Read me.</p>',
        hasVideo: 0,
        pinned: 0,
        published: 1,
        publishedAt: now,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('articleSubjects').values({ articleId: id, subjectId }).execute();
    return id;
  };
  const ids = {
    forBatch: await insert('For the batch', s.c.chain.subject.subjectId),
    forOther: await insert('For the other job type', s.c.otherChain.subject.subjectId),
  };
  articleIds.set(s, ids);
  return ids;
}

/** Calls made with someone else's article change nobody's reading progress. */
async function readingsUnchanged(s: IsolationScene, calls: () => Promise<unknown>) {
  const readings = () => s.c.t.app.db.selectFrom('articleReadings').selectAll().orderBy('articleId').orderBy('studentId').execute();
  const before = await readings();
  await changesNothing(s, calls);
  expect(await readings()).toEqual(before);
}

export const AROUND_EXAM_PROBES: Record<string, IsolationProbe> = {
  [`GET ${API.myCertificates}`]: {
    proves: "lists the caller's own certificates only, whatever the query names",
    run: async (s) => {
      const { db } = s.c.t.app;
      await db
        .insertInto('certificates')
        .values({
          number: 'ISO-2026-000001-AAAAAAAA0',
          verifyToken: 'alice-token',
          subjectId: 1,
          publicationId: s.publicationId,
          studentId: s.alice.studentId,
          year: 2026,
          sequence: 1,
          holderName: s.alice.name,
          photo: '',
          idNumberMasked: '',
          subjectName: 'Job type',
          subjectCode: 'ISO',
          level: 5,
          centre: 'Centre',
          issuedAt: 1,
          issuedBy: null,
          revokedAt: null,
          revokedBy: null,
        })
        .execute();
      const mine = (caller: Candidate, query = '') =>
        body<{ holderName: string }[]>(s, { method: 'GET', url: `${API.myCertificates}${query}`, token: caller.token });
      for (const caller of [s.bruno, s.outsider]) {
        for (const query of ['', `?studentId=${s.alice.studentId}`, `?userId=${s.alice.studentId}`])
          expect(data(await mine(caller, query))).toEqual([]);
      }
      expect(data(await mine(s.alice)).map((row) => row.holderName)).toEqual([s.alice.name]);
    },
  },
  [`GET ${API.myArticles}`]: {
    proves: "lists the articles of the caller's own job type, with the caller's own reading progress only",
    run: async (s) => {
      const { forBatch, forOther } = await learningArticles(s);
      await body(s, { method: 'POST', url: API.finishArticle, token: s.alice.token, payload: { articleId: forBatch } });
      const list = (caller: Candidate, query = '') =>
        body<MyArticles>(s, { method: 'GET', url: `${API.myArticles}${query}`, token: caller.token });
      const brunos = data(await list(s.bruno));
      expect(brunos.list.find((row) => row.articleId === forBatch)).toMatchObject({ openedAt: null, finishedAt: null });
      expect(brunos.list.map((row) => row.articleId)).not.toContain(forOther);
      expect(data(await list(s.alice)).list.find((row) => row.articleId === forBatch)?.finishedAt).toEqual(expect.any(Number));
      expect(data(await list(s.outsider)).list.map((row) => row.articleId)).not.toContain(forBatch);
      expect((await list(s.outsider, `?subjectId=${s.c.chain.subject.subjectId}`)).status).toBe(STATUS.BAD_REQUEST);
    },
  },
  [`GET ${API.myArticle}/:id`]: {
    proves: "opens articles of the caller's own job type only, with the caller's own progress",
    run: async (s) => {
      const { forBatch, forOther } = await learningArticles(s);
      const read = (caller: Candidate, id: number) =>
        body<MyArticle>(s, { method: 'GET', url: `${API.myArticle}/${id}`, token: caller.token });
      await readingsUnchanged(s, async () => {
        await expectRefusedAsMissing((id) => read(s.outsider, id), forBatch, s.alice);
        await expectRefusedAsMissing((id) => read(s.bruno, id), forOther, s.outsider);
        expect(data(await read(s.bruno, forBatch)).openedAt).toBeNull();
      });
    },
  },
  [`POST ${API.openArticle}`]: {
    proves: "records reading on the caller's own progress only, for articles meant for them",
    run: async (s) => {
      const { forBatch, forOther } = await learningArticles(s);
      const open = (caller: Candidate, id: number) =>
        body(s, { method: 'POST', url: API.openArticle, token: caller.token, payload: { articleId: id, studentId: s.alice.studentId } });
      await readingsUnchanged(s, async () => {
        await expectRefusedAsMissing((id) => open(s.outsider, id), forBatch, s.alice);
        await expectRefusedAsMissing((id) => open(s.bruno, id), forOther, s.outsider);
      });
      expect((await open(s.bruno, forBatch)).status).toBe(STATUS.OK);
      const rows = await s.c.t.app.db
        .selectFrom('articleReadings')
        .select('studentId')
        .where('articleId', '=', forBatch)
        .orderBy('studentId')
        .execute();
      expect(rows.map((row) => row.studentId)).not.toContain(s.outsider.studentId);
    },
  },
  [`POST ${API.finishArticle}`]: {
    proves: "records finishing on the caller's own progress only, for articles meant for them",
    run: async (s) => {
      const { forBatch, forOther } = await learningArticles(s);
      const finish = (caller: Candidate, id: number) =>
        body(s, { method: 'POST', url: API.finishArticle, token: caller.token, payload: { articleId: id, studentId: s.alice.studentId } });
      await readingsUnchanged(s, async () => {
        await expectRefusedAsMissing((id) => finish(s.outsider, id), forBatch, s.alice);
        await expectRefusedAsMissing((id) => finish(s.alice, id), forOther, s.outsider);
      });
    },
  },
  [`GET ${API.myTickets}`]: {
    proves: "lists the caller's own admission tickets only",
    run: async (s) => {
      const alicesNumber = await ticketForAlice(s);
      const brunos = data(await body<MyTicketSummary[]>(s, { method: 'GET', url: API.myTickets, token: s.bruno.token }));
      expect(JSON.stringify(brunos)).not.toContain(alicesNumber);
      expect(data(await body<MyTicketSummary[]>(s, { method: 'GET', url: API.myTickets, token: s.alice.token }))).toEqual([
        { publicationId: s.publicationId, ticketNumber: alicesNumber },
      ]);
    },
  },
  [`GET ${API.myTicket}/:publicationId`]: {
    proves: "prints the caller's own ticket only: another candidate's exam reads as having none",
    run: async (s) => {
      const alicesNumber = await ticketForAlice(s);
      for (const caller of [s.bruno, s.outsider]) {
        const refused = await body(s, { method: 'GET', url: `${API.myTicket}/${s.publicationId}`, token: caller.token });
        expect(refused.status).toBe(STATUS.NOT_FOUND);
        expect(JSON.stringify(refused)).not.toContain(alicesNumber);
        expectNoTrace(refused, s.alice);
      }
      expect(
        data(await body<{ ticketNumber: string }>(s, { method: 'GET', url: `${API.myTicket}/${s.publicationId}`, token: s.alice.token }))
          .ticketNumber,
      ).toBe(alicesNumber);
    },
  },
};

/** Alice, and only Alice, holds a ticket for the scene's exam (made once, as allocation would store it). */
async function ticketForAlice(s: IsolationScene): Promise<string> {
  const db = s.c.t.app.db;
  const existing = await db.selectFrom('tickets').select('ticketNumber').where('studentId', '=', s.alice.studentId).executeTakeFirst();
  if (existing) return existing.ticketNumber;
  const now = Date.now();
  const venue = await db
    .insertInto('venues')
    .values({ name: 'Isolation venue', address: '', createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const room = await db
    .insertInto('rooms')
    .values({ venueId: venue.id, name: 'R1', capacity: 10, seatsPerRow: 5, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ticketNumber = `KX${s.publicationId}-ALICE00001`;
  await db
    .insertInto('tickets')
    .values({
      publicationId: s.publicationId,
      studentId: s.alice.studentId,
      ticketNumber,
      roomId: room.id,
      seat: 1,
      checkedInAt: null,
      checkedInBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return ticketNumber;
}

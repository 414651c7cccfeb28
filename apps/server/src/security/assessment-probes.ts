import { API, type AssessmentSessionRecord, type MyAssessment } from '@kaoshi/contracts';
import { expect } from 'vitest';
import { EXAM_DAY, MINUTE } from '../modules/attempts/test/attempt-fixture.js';
import { assessmentCalls, assessmentStaff, SHEET } from '../modules/assessments/test/assessment-fixture.js';
import { callBody as body, type IsolationProbe, type IsolationScene } from './isolation-scene.js';

/**
 * Candidate isolation of the practical assessment: a candidate reads their own station and slot
 * only. One session is published for the scene's batch (once per scene): Alice, Bruno and Chen are
 * placed at stations; the outsider, of another batch, is placed nowhere.
 */
const published = new WeakSet<IsolationScene>();
async function oneSession(s: IsolationScene) {
  if (published.has(s)) return;
  published.add(s);
  const { c } = s;
  const staff = await assessmentStaff(c);
  const { call } = assessmentCalls(c);
  const ok = <T>(envelope: { status: number; data: T; message: string }) => {
    expect(envelope.status, envelope.message).toBe(200);
    return envelope.data;
  };
  const task = ok(
    await call<{ taskId: number }>('POST', API.addAssessmentTask, staff.staff, {
      subjectId: c.chain.subject.subjectId,
      name: 'Isolation task',
      instructions: '<p>Weld</p>',
      timeLimitMinutes: 60,
      materials: '',
      sheet: SHEET,
    }),
  );
  const session = ok(
    await call<AssessmentSessionRecord>('POST', API.addAssessmentSession, staff.staff, {
      taskId: task.taskId,
      classId: c.chain.batch.classId,
      name: 'Isolation session',
      startsAt: EXAM_DAY + 24 * 60 * MINUTE,
      slotMinutes: 60,
    }),
  );
  const stations = ['Station 1', 'Station 2', 'Station 3'].map((name) => ({ roomId: staff.room.roomId, name }));
  ok(await call('PUT', API.saveAssessmentStations, staff.staff, { sessionId: session.sessionId, stations }));
  const examiners = [...staff.examiners.map(({ userId }) => ({ userId })), { userId: staff.chief.userId, chief: 1 }];
  ok(await call('PUT', API.saveAssessmentPanel, staff.staff, { sessionId: session.sessionId, examiners }));
  ok(await call('POST', API.publishAssessmentSession, staff.staff, { sessionId: session.sessionId }));
}

const mine = (s: IsolationScene, token: string) => body<MyAssessment[]>(s, { method: 'GET', url: API.myAssessments, token });

export const ASSESSMENT_PROBES: Record<string, IsolationProbe> = {
  [`GET ${API.myAssessments}`]: {
    proves: "lists the caller's own station and slot only; a candidate of another batch has none",
    run: async (s) => {
      await oneSession(s);
      const stationsOf = async (token: string) => {
        const answer = await mine(s, token);
        expect(answer.status).toBe(200);
        return answer.data.map((one) => one.stationName);
      };
      const [alice, bruno] = [await stationsOf(s.alice.token), await stationsOf(s.bruno.token)];
      expect(alice).toHaveLength(1);
      expect(bruno).toHaveLength(1);
      expect(alice[0]).not.toBe(bruno[0]);
      expect(await stationsOf(s.outsider.token)).toEqual([]);
    },
  },
};

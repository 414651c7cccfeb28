import {
  API,
  type AssessmentScoreAck,
  type AssessmentScoreSheet,
  type Envelope,
  PERMISSION,
  type RoomRecord,
  type VenueRecord,
} from '@kaoshi/contracts';
import { teacherWith } from '../../../test/org.js';
import { data, type ExamContext } from '../../attempts/test/attempt-fixture.js';

/**
 * The assessment API tests' setup: staff who keep the task bank and set sessions up, four
 * examiners (the fourth the chief), a venue with a room, and the calls the tests make. Every
 * call goes through the API.
 */
export const SHEET = {
  items: [
    {
      key: 'A',
      title: 'Preparation',
      criteria: 'Tools laid out, work piece measured',
      deductionRules: '5 points per missing check',
      points: 40,
      subItems: [
        { key: 'A1', title: 'Tools', points: 20 },
        { key: 'A2', title: 'Measuring', points: 20 },
      ],
    },
    { key: 'B', title: 'Weld seam', criteria: 'Even bead, no porosity', points: 60 },
    { key: 'V', title: 'Safety', criteria: 'Goggles and gloves worn throughout', veto: 1, points: 0 },
  ],
};

export interface AssessmentStaff {
  staff: string;
  examiners: { token: string; userId: number }[];
  chief: { token: string; userId: number };
  room: RoomRecord;
}

export async function assessmentStaff(c: ExamContext): Promise<AssessmentStaff> {
  const staff = await teacherWith(c.t, c.admin, 'assess_staff', [PERMISSION.ASSESSMENT_TASK, PERMISSION.ASSESSMENT_SESSION]);
  const examiners = [];
  for (const name of ['exa_one', 'exa_two', 'exa_three']) {
    const token = await teacherWith(c.t, c.admin, name, [PERMISSION.ASSESSMENT_SCORE]);
    examiners.push({ token, userId: await userIdOf(c, name) });
  }
  const chiefToken = await teacherWith(c.t, c.admin, 'exa_chief', [PERMISSION.ASSESSMENT_SCORE, PERMISSION.ASSESSMENT_RESULT]);
  const chief = { token: chiefToken, userId: await userIdOf(c, 'exa_chief') };
  const venue = data(
    await c.t
      .call<VenueRecord>({ method: 'POST', url: API.addVenue, token: c.admin, payload: { name: 'Skills centre' } })
      .then((r) => r.body),
  );
  const room = data(
    await c.t
      .call<RoomRecord>({
        method: 'POST',
        url: API.addRoom,
        token: c.admin,
        payload: { venueId: venue.venueId, name: 'Workshop 1', capacity: 10 },
      })
      .then((r) => r.body),
  );
  return { staff, examiners, chief, room };
}

const userIdOf = async (c: ExamContext, username: string) =>
  (await c.t.app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

export function assessmentCalls(c: ExamContext) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Record<string, unknown>): Promise<Envelope<T>> =>
    c.t.call<T>({ method, url, token, ...(payload ? { payload } : {}) }).then((response) => response.body);
  /** One examiner's saves of every leaf item of a candidate, then their submit. */
  const scoreAll = async (
    token: string,
    allocationId: number,
    scores: { A1: number; A2: number; B: number; vetoNote?: string },
    seq = 1,
  ) => {
    const acks: Envelope<AssessmentScoreAck>[] = [];
    for (const [itemKey, awarded, points] of [
      ['A1', scores.A1, 20],
      ['A2', scores.A2, 20],
      ['B', scores.B, 60],
    ] as const) {
      acks.push(
        await call('POST', API.saveAssessmentScore, token, {
          allocationId,
          itemKey,
          seq,
          awarded,
          reason: awarded < points ? 'Deducted' : '',
        }),
      );
    }
    acks.push(
      await call('POST', API.saveAssessmentScore, token, {
        allocationId,
        itemKey: 'V',
        seq,
        veto: scores.vetoNote ? 1 : 0,
        note: scores.vetoNote ?? '',
      }),
    );
    for (const ack of acks) if (ack.status !== 200) throw new Error(`save failed: ${ack.message}`);
    return call<AssessmentScoreSheet>('POST', API.submitAssessmentScores, token, { allocationId });
  };
  return { call, scoreAll };
}

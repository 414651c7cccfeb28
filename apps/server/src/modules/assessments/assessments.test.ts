import {
  API,
  type AssessmentAllocation,
  type AssessmentResults,
  type AssessmentScoreAck,
  type AssessmentScoreSheet,
  type AssessmentSessionRecord,
  type AssessmentTaskRecord,
  type CombinedResultRow,
  type MyAssessment,
  type MyAssessmentAssignment,
  STATUS,
  translate,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { fetchRaw, readXlsx } from '../../test/org.js';
import { data, EXAM_DAY, type ExamContext, insertPublication, MINUTE, startExamTest } from '../attempts/test/attempt-fixture.js';
import { assessmentCalls, type AssessmentStaff, assessmentStaff, SHEET } from './test/assessment-fixture.js';

describe.each(DATABASES)('practical skills assessment on %s', (kind) => {
  let c: ExamContext;
  let s: AssessmentStaff;
  let calls: ReturnType<typeof assessmentCalls>;
  let task: AssessmentTaskRecord;
  let session: AssessmentSessionRecord;
  let allocations: AssessmentAllocation[];
  beforeAll(async () => {
    c = await startExamTest(kind, { candidates: 3 });
    s = await assessmentStaff(c);
    calls = assessmentCalls(c);
  });
  afterAll(() => c.t.close());

  const taskBody = (fields: Record<string, unknown> = {}) => ({
    subjectId: c.chain.subject.subjectId,
    name: 'Butt weld of two plates',
    instructions: '<p>Weld the plates</p><script>alert(1)</script>',
    timeLimitMinutes: 90,
    materials: 'Two 10 mm steel plates; MIG welder',
    sheet: SHEET,
    ...fields,
  });
  const allocationOf = (name: string) => allocations.find((one) => one.name === name)!;

  it('keeps practical tasks with a scoring sheet per job type, refusing a sheet that does not add up', async () => {
    const added = await calls.call<AssessmentTaskRecord>('POST', API.addAssessmentTask, s.staff, taskBody());
    task = data(added);
    expect(task).toMatchObject({ subjectId: c.chain.subject.subjectId, level: 5, version: 1, timeLimitMinutes: 90 });
    expect(task.instructions).toBe('<p>Weld the plates</p>');
    expect(task.sheet.items.map((item) => [item.key, item.points, item.veto])).toEqual([
      ['A', 40, 0],
      ['B', 60, 0],
      ['V', 0, 1],
    ]);
    const short = { items: [{ key: 'A', title: 'Only', points: 90 }] };
    expect(await calls.call('POST', API.addAssessmentTask, s.staff, taskBody({ name: 'Short', sheet: short }))).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'assessmentSheetTotal', { total: 90 }),
    });
    const twice = { items: [...SHEET.items, { key: 'A1', title: 'Again', points: 0 }] };
    expect(await calls.call('POST', API.addAssessmentTask, s.staff, taskBody({ name: 'Twice', sheet: twice }))).toMatchObject({
      message: translate('en', 'assessmentSheetDuplicateKey', { key: 'A1' }),
    });
    const vetoWithPoints = {
      items: [
        { key: 'A', title: 'All', points: 90 },
        { key: 'V', title: 'Safety', veto: 1, points: 10 },
      ],
    };
    expect(await calls.call('POST', API.addAssessmentTask, s.staff, taskBody({ name: 'Veto', sheet: vetoWithPoints }))).toMatchObject({
      message: translate('en', 'assessmentSheetVeto', { key: 'V' }),
    });
    const subs = {
      items: [
        { ...SHEET.items[0], points: 50 },
        { key: 'B', title: 'Rest', points: 50 },
      ],
    };
    expect(await calls.call('POST', API.addAssessmentTask, s.staff, taskBody({ name: 'Subs', sheet: subs }))).toMatchObject({
      message: translate('en', 'assessmentSheetSubItems', { key: 'A', total: 40, points: 50 }),
    });
    expect((await calls.call('POST', API.addAssessmentTask, s.examiners[0]!.token, taskBody({ name: 'Nope' }))).status).toBe(
      STATUS.FORBIDDEN,
    );
    // A draft's sheet is edited in place: no session froze it yet.
    const edited = data(
      await calls.call<AssessmentTaskRecord>('PUT', API.updateAssessmentTask, s.staff, {
        ...taskBody(),
        taskId: task.taskId,
        timeLimitMinutes: 80,
      }),
    );
    expect(edited).toMatchObject({ version: 1, timeLimitMinutes: 80 });
    const listed = data(
      await calls.call<{ total: number }>('GET', withQuery(API.listAssessmentTask, { subjectId: c.chain.subject.subjectId }), s.staff),
    );
    expect(listed.total).toBe(1);
  });

  it('sets a session up for a batch of the same job type, with stations and a panel', async () => {
    const body = {
      taskId: task.taskId,
      classId: c.chain.batch.classId,
      name: 'Welding practical, morning',
      startsAt: EXAM_DAY + 24 * 60 * MINUTE,
      slotMinutes: 90,
    };
    const wrongBatch = await calls.call('POST', API.addAssessmentSession, s.staff, { ...body, classId: c.otherChain.batch.classId });
    expect(wrongBatch).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'assessmentSubjectMismatch', { className: c.otherChain.batch.name, taskName: task.name }),
    });
    session = data(await calls.call<AssessmentSessionRecord>('POST', API.addAssessmentSession, s.staff, body));
    expect(session).toMatchObject({
      state: 'draft',
      examinersPerCandidate: 3,
      rule: 'mean',
      passLine: 60,
      candidateCount: 3,
      sheetVersion: null,
    });
    const stations = [
      { roomId: s.room.roomId, name: 'Station 1' },
      { roomId: s.room.roomId, name: 'Station 2' },
    ];
    expect(
      await calls.call('PUT', API.saveAssessmentStations, s.staff, { sessionId: session.sessionId, stations: [stations[0], stations[0]] }),
    ).toMatchObject({ status: STATUS.BAD_REQUEST, message: translate('en', 'assessmentStationNameTwice', { name: 'Station 1' }) });
    await calls.call('PUT', API.saveAssessmentStations, s.staff, { sessionId: session.sessionId, stations });
    // Two examiners for panels of three: refused at publishing, nothing placed.
    const [one, two, three] = s.examiners;
    await calls.call('PUT', API.saveAssessmentPanel, s.staff, {
      sessionId: session.sessionId,
      examiners: [{ userId: one!.userId }, { userId: two!.userId }],
    });
    expect(await calls.call('POST', API.publishAssessmentSession, s.staff, { sessionId: session.sessionId })).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'assessmentTooFewExaminers', { name: body.name, needed: 3, count: 2 }),
    });
    expect(
      await calls.call('PUT', API.saveAssessmentPanel, s.staff, {
        sessionId: session.sessionId,
        examiners: [
          { userId: one!.userId, chief: 1 },
          { userId: s.chief.userId, chief: 1 },
        ],
      }),
    ).toMatchObject({ status: STATUS.BAD_REQUEST, message: translate('en', 'assessmentChiefTwice') });
    expect(
      await calls.call('PUT', API.saveAssessmentPanel, s.staff, {
        sessionId: session.sessionId,
        examiners: [{ userId: c.alice.studentId }],
      }),
    ).toMatchObject({ message: translate('en', 'assessmentExaminerUnknown', { id: c.alice.studentId }) });
    session = data(
      await calls.call<AssessmentSessionRecord>('PUT', API.saveAssessmentPanel, s.staff, {
        sessionId: session.sessionId,
        examiners: [{ userId: one!.userId }, { userId: two!.userId }, { userId: three!.userId }, { userId: s.chief.userId, chief: 1 }],
      }),
    );
    expect(session.examiners.map((examiner) => examiner.chief)).toEqual([0, 0, 0, 1]);
  });

  it('publishing freezes the sheet and places candidates by candidate number, keeping examiners off their own organisation', async () => {
    // Bruno works for Big Steel, and so does the second examiner.
    await c.t.app.db.updateTable('users').set({ organisation: 'Big Steel' }).where('id', '=', c.bruno.studentId).execute();
    await c.t.app.db.updateTable('users').set({ organisation: 'big steel ' }).where('id', '=', s.examiners[1]!.userId).execute();
    const published = data(
      await calls.call<AssessmentSessionRecord>('POST', API.publishAssessmentSession, s.staff, { sessionId: session.sessionId }),
    );
    expect(published).toMatchObject({ state: 'published', sheetVersion: 1 });
    allocations = data(
      await calls.call<AssessmentAllocation[]>('GET', withQuery(API.listAssessmentAllocation, { sessionId: session.sessionId }), s.staff),
    );
    const [e1, e2, e3] = s.examiners.map((examiner) => examiner.userId);
    const slotOf = (name: string) => [allocationOf(name).stationName, allocationOf(name).slot, allocationOf(name).slotStartsAt];
    expect(slotOf('Alice Arcwelder')).toEqual(['Station 1', 0, session.startsAt]);
    expect(slotOf('Bruno Brazier')).toEqual(['Station 2', 0, session.startsAt]);
    expect(slotOf('Chen Cutter')).toEqual(['Station 1', 1, session.startsAt + 90 * MINUTE]);
    expect(allocationOf('Alice Arcwelder').examinerIds).toEqual([e1, e2, e3].sort((a, b) => a! - b!));
    // Station 2's panel starts further round the list; Big Steel's examiner is skipped for Bruno.
    expect(allocationOf('Bruno Brazier').examinerIds).toEqual([e1, e3, s.chief.userId].sort((a, b) => a! - b!));
    // By hand, the same conflict is refused with the reason.
    const refused = await calls.call('PUT', API.assignAssessmentExaminers, s.staff, {
      allocationId: allocationOf('Bruno Brazier').allocationId,
      examinerIds: [e1, e2, e3],
    });
    expect(refused).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'assessmentExaminerConflict', {
        examiner: 'exa_two',
        candidate: 'Bruno Brazier',
        organisation: 'Big Steel',
      }),
    });
    // The session no longer changes, and editing the task's sheet now makes a new version.
    expect(
      (
        await calls.call('PUT', API.saveAssessmentStations, s.staff, {
          sessionId: session.sessionId,
          stations: [{ roomId: s.room.roomId, name: 'X' }],
        })
      ).status,
    ).toBe(STATUS.CONFLICT);
    const newSheet = { items: [{ ...SHEET.items[0] }, { ...SHEET.items[1], title: 'Weld seam and finish' }, SHEET.items[2]] };
    const edited = data(
      await calls.call<AssessmentTaskRecord>('PUT', API.updateAssessmentTask, s.staff, {
        ...taskBody(),
        taskId: task.taskId,
        sheet: newSheet,
      }),
    );
    expect(edited.version).toBe(2);
    // The candidate sees their station and slot.
    const mine = data(await calls.call<MyAssessment[]>('GET', API.myAssessments, c.bruno.token));
    expect(mine).toEqual([
      expect.objectContaining({
        stationName: 'Station 2',
        roomName: 'Workshop 1',
        venueName: 'Skills centre',
        slotStartsAt: session.startsAt,
        score: null,
      }),
    ]);
  });

  it('takes an examiner saves by sequence number: replays are acknowledged, older saves never overwrite newer ones, and every save is kept', async () => {
    const examiner = s.examiners[0]!;
    const alice = allocationOf('Alice Arcwelder').allocationId;
    const save = (body: Record<string, unknown>, token = examiner.token) =>
      calls.call<AssessmentScoreAck>('POST', API.saveAssessmentScore, token, { allocationId: alice, ...body });
    const assignments = data(await calls.call<MyAssessmentAssignment[]>('GET', API.myAssessmentAssignments, examiner.token));
    expect(assignments.map((one) => one.candidateName)).toEqual(['Alice Arcwelder', 'Bruno Brazier', 'Chen Cutter']);
    const sheet = data(
      await calls.call<AssessmentScoreSheet>('GET', withQuery(API.getAssessmentScoreSheet, { allocationId: alice }), examiner.token),
    );
    // Scored against the frozen version 1, not the edited sheet.
    expect(sheet.sheet.items[1]!.title).toBe('Weld seam');
    expect(sheet.others).toBeNull();

    expect(data(await save({ itemKey: 'B', seq: 2, awarded: 55, reason: 'Porosity at the end' }))).toEqual({
      itemKey: 'B',
      seq: 2,
      applied: true,
    });
    // The outbox replays an older save late: acknowledged with the newer seq, nothing changes.
    expect(data(await save({ itemKey: 'B', seq: 1, awarded: 60 }))).toEqual({ itemKey: 'B', seq: 2, applied: false });
    // The same save re-sent: acknowledged as applied.
    expect(data(await save({ itemKey: 'B', seq: 2, awarded: 55, reason: 'Porosity at the end' }))).toEqual({
      itemKey: 'B',
      seq: 2,
      applied: true,
    });
    expect(data(await save({ itemKey: 'B', seq: 3, awarded: 50, reason: 'Porosity, uneven bead' }))).toEqual({
      itemKey: 'B',
      seq: 3,
      applied: true,
    });

    expect(await save({ itemKey: 'B', seq: 4, awarded: 40 })).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'assessmentReasonRequired', { key: 'B' }),
    });
    expect(await save({ itemKey: 'A1', seq: 1, awarded: 21 })).toMatchObject({
      message: translate('en', 'assessmentAwardedAbove', { key: 'A1', points: 20 }),
    });
    expect(await save({ itemKey: 'V', seq: 1, veto: 1 })).toMatchObject({
      message: translate('en', 'assessmentVetoNoteRequired', { key: 'V' }),
    });
    expect(await save({ itemKey: 'A', seq: 1, awarded: 10 })).toMatchObject({
      message: translate('en', 'assessmentItemUnknown', { key: 'A' }),
    });
    // Not this examiner's candidate: Bruno's panel is examiners one, three and the chief.
    const brunoSave = await calls.call('POST', API.saveAssessmentScore, s.examiners[1]!.token, {
      allocationId: allocationOf('Bruno Brazier').allocationId,
      itemKey: 'B',
      seq: 1,
      awarded: 60,
    });
    expect(brunoSave.status).toBe(STATUS.NOT_FOUND);

    expect(await calls.call('POST', API.submitAssessmentScores, examiner.token, { allocationId: alice })).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'assessmentScoreIncomplete', { count: 3 }),
    });
    const history = await c.t.app.db
      .selectFrom('assessmentScoreHistory')
      .select(['seq', 'awarded'])
      .where('allocationId', '=', alice)
      .where('itemKey', '=', 'B')
      .where('examinerId', '=', examiner.userId)
      .orderBy('id')
      .execute();
    expect(history.map((row) => [row.seq, Number(row.awarded)])).toEqual([
      [2, 55],
      [3, 50],
    ]);
  });

  it('shows an examiner the others only after they submit, and closes their scores then', async () => {
    const alice = allocationOf('Alice Arcwelder').allocationId;
    const [one, two, three] = s.examiners;
    const submitted = data(await calls.scoreAll(one!.token, alice, { A1: 20, A2: 20, B: 50 }, 5));
    expect(submitted.submittedAt).not.toBeNull();
    expect(submitted.others!.map((other) => [other.submitted, other.total])).toEqual([
      [false, null],
      [false, null],
    ]);
    expect(
      await calls.call('POST', API.saveAssessmentScore, one!.token, { allocationId: alice, itemKey: 'B', seq: 9, awarded: 60 }),
    ).toMatchObject({ status: STATUS.CONFLICT, message: translate('en', 'assessmentAlreadySubmitted') });
    // A replay of what the submitted sheet holds is still acknowledged (the tablet's outbox drains).
    expect(
      data(
        await calls.call<AssessmentScoreAck>('POST', API.saveAssessmentScore, one!.token, {
          allocationId: alice,
          itemKey: 'A1',
          seq: 5,
          awarded: 20,
        }),
      ),
    ).toEqual({
      itemKey: 'A1',
      seq: 5,
      applied: true,
    });
    await calls.scoreAll(two!.token, alice, { A1: 20, A2: 15, B: 50 }, 2);
    const third = data(await calls.scoreAll(three!.token, alice, { A1: 10, A2: 10, B: 40 }));
    expect(third.others!.map((other) => other.total)).toEqual([90, 85]);
  });

  it('flags a wide spread, and the chief examiner decides it before confirming the session', async () => {
    const [one, two, three] = s.examiners;
    const bruno = allocationOf('Bruno Brazier').allocationId;
    const chen = allocationOf('Chen Cutter').allocationId;
    const results = () =>
      calls.call<AssessmentResults>('GET', withQuery(API.getAssessmentResults, { sessionId: session.sessionId }), s.chief.token);
    const confirm = (token = s.chief.token) =>
      calls.call<AssessmentResults>('POST', API.confirmAssessmentSession, token, { sessionId: session.sessionId });
    expect(await confirm()).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'assessmentConfirmIncomplete', { count: 2 }),
    });
    await calls.scoreAll(one!.token, bruno, { A1: 20, A2: 10, B: 40 });
    await calls.scoreAll(three!.token, bruno, { A1: 20, A2: 12, B: 40 });
    await calls.scoreAll(s.chief.token, bruno, { A1: 18, A2: 10, B: 40 });
    // Chen triggers the veto with one examiner: that examiner's total is 0.
    await calls.scoreAll(one!.token, chen, { A1: 20, A2: 20, B: 50, vetoNote: 'Welded without goggles' });
    await calls.scoreAll(two!.token, chen, { A1: 15, A2: 15, B: 20 });
    await calls.scoreAll(three!.token, chen, { A1: 15, A2: 15, B: 25 });

    const board = data(await results());
    const row = (allocationId: number) => board.rows.find((one) => one.allocationId === allocationId)!;
    expect(row(allocationOf('Alice Arcwelder').allocationId)).toMatchObject({
      complete: true,
      score: 78.3,
      spread: 30,
      flagged: true,
      passed: true,
    });
    expect(row(bruno)).toMatchObject({ score: 70, spread: 4, flagged: false, passed: true });
    expect(row(chen)).toMatchObject({ score: 35, spread: 55, flagged: true, passed: false });
    expect(row(chen).examiners.find((examiner) => examiner.examinerId === one!.userId)).toMatchObject({ total: 0, vetoed: true });

    expect(await confirm()).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'assessmentConfirmFlagsOpen', { count: 2 }),
    });
    // Only the chief decides and confirms.
    const notChief = await teacherWithResult();
    expect(await calls.call('POST', API.decideAssessmentFlag, notChief, { allocationId: chen, note: 'Fine' })).toMatchObject({
      status: STATUS.FORBIDDEN,
      message: translate('en', 'assessmentNotChief'),
    });
    expect(await calls.call('POST', API.decideAssessmentFlag, s.chief.token, { allocationId: bruno, note: 'x' })).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'assessmentNotFlagged'),
    });
    for (const allocationId of [allocationOf('Alice Arcwelder').allocationId, chen]) {
      expect(
        (
          await calls.call('POST', API.decideAssessmentFlag, s.chief.token, {
            allocationId,
            note: 'Reviewed the work piece: the panel stands',
          })
        ).status,
      ).toBe(STATUS.OK);
    }
    const confirmed = data(await confirm());
    expect(confirmed.state).toBe('confirmed');
    expect(confirmed.rows.map((one) => one.score)).toEqual([78.3, 70, 35]);
    expect(
      (await calls.call('POST', API.saveAssessmentScore, two!.token, { allocationId: chen, itemKey: 'B', seq: 8, awarded: 60 })).status,
    ).toBe(STATUS.CONFLICT);
    const mine = data(await calls.call<MyAssessment[]>('GET', API.myAssessments, c.candidates[2]!.token));
    expect(mine[0]).toMatchObject({ score: 35, passed: false });
  });

  it('combines theory and practical: passed only with both, the passed part kept and the failed part named for the retake', async () => {
    // Chen passed the theory exam (scored by the exam's own scoring, tested elsewhere): 8 of 10, pass 6.
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Welding theory' });
    const now = c.clock.now();
    await c.t.app.db
      .insertInto('attempts')
      .values({
        publicationId,
        studentId: c.candidates[2]!.studentId,
        attemptNo: 1,
        status: 0,
        paper: '[]',
        paperVersionId: null,
        sitting: null,
        questionCount: 4,
        totalScore: 10,
        passScore: 6,
        startedAt: now - 40 * MINUTE,
        deadlineAt: now - 10 * MINUTE,
        submittedAt: now - 20 * MINUTE,
        scoredAt: now - 20 * MINUTE,
        lastSeenAt: null,
        answeredCount: 4,
        tabSwitches: 0,
        objectiveScore: 8,
        manualScore: 0,
        gradingState: 2,
        finalScore: 8,
        passed: 0,
        createdAt: now - 40 * MINUTE,
      })
      .execute();
    const query = { classId: c.chain.batch.classId, theoryWeight: 40 };
    const rows = data(await calls.call<CombinedResultRow[]>('GET', withQuery(API.combinedResults, query), s.chief.token));
    const chen = rows.find((one) => one.studentId === c.candidates[2]!.studentId)!;
    expect(chen).toMatchObject({ passed: false, retake: ['practical'], weightedTotal: 53 });
    expect(chen.parts).toEqual([
      expect.objectContaining({ part: 'theory', score: 80, passLine: 60, passed: true }),
      expect.objectContaining({ part: 'practical', score: 35, passLine: 60, passed: false }),
    ]);
    const alice = rows.find((one) => one.studentId === c.alice.studentId)!;
    expect(alice).toMatchObject({ passed: false, retake: ['theory'], weightedTotal: null });

    const file = await fetchRaw(c.t, withQuery(API.exportScoreRegister, query), s.chief.token, 'zh');
    expect(file.status).toBe(200);
    const [header, ...lines] = await readXlsx(file.body);
    expect(header!.slice(0, 4)).toEqual(['准考证号', '考生姓名', '理论知识考试', '操作技能考核']);
    expect(lines.find((line) => line[1] === 'Chen Cutter')!.slice(2, 6)).toEqual([80, 35, 53, '否']);
    expect((await calls.call('GET', withQuery(API.combinedResults, query), s.staff)).status).toBe(STATUS.FORBIDDEN);
  });

  /** A holder of the results key who is not the session's chief examiner. */
  async function teacherWithResult() {
    const { teacherWith } = await import('../../test/org.js');
    return teacherWith(c.t, c.admin, `results_reader_${kind}`, ['ASSESSMENT-RESULT']);
  }
});

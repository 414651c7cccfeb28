import { z } from 'zod';
import { API } from '../paths.js';
import { binary, epochMs, id, paged, XLSX } from './define.js';

/** The answers of the /assessment/ calls (practical skills assessment). */

const subItem = z.strictObject({ key: z.string(), title: z.string(), criteria: z.string(), points: z.number() });
const sheet = z.strictObject({
  items: z.array(
    z.strictObject({
      key: z.string(),
      title: z.string(),
      criteria: z.string(),
      deductionRules: z.string(),
      points: z.number(),
      veto: z.number(),
      subItems: z.array(subItem),
    }),
  ),
});

const task = z.strictObject({
  taskId: id,
  subjectId: id,
  subjectName: z.string(),
  level: z.number(),
  name: z.string(),
  instructions: z.string(),
  timeLimitMinutes: z.number(),
  materials: z.string(),
  version: z.number(),
  sheet,
  createdAt: epochMs,
  updatedAt: epochMs,
});

const session = z.strictObject({
  sessionId: id,
  taskId: id,
  taskName: z.string(),
  classId: id,
  className: z.string(),
  subjectId: id,
  name: z.string(),
  startsAt: epochMs,
  slotMinutes: z.number(),
  examinersPerCandidate: z.number(),
  rule: z.enum(['mean', 'trimmed']),
  spreadThreshold: z.number(),
  passLine: z.number(),
  state: z.enum(['draft', 'published', 'confirmed']),
  sheetVersion: z.number().nullable(),
  stations: z.array(z.strictObject({ stationId: id, roomId: id, roomName: z.string(), venueName: z.string(), name: z.string() })),
  examiners: z.array(z.strictObject({ userId: id, name: z.string(), organisation: z.string(), chief: z.number() })),
  candidateCount: z.number(),
  createdAt: epochMs,
  updatedAt: epochMs,
});

const allocation = z.strictObject({
  allocationId: id,
  studentId: id,
  name: z.string(),
  admissionNumber: z.string(),
  organisation: z.string(),
  stationId: id,
  stationName: z.string(),
  roomName: z.string(),
  slot: z.number(),
  slotStartsAt: epochMs,
  examinerIds: z.array(id),
});

const examinerTotal = z.strictObject({
  examinerId: id,
  name: z.string(),
  submitted: z.boolean(),
  total: z.number().nullable(),
  vetoed: z.boolean(),
});

const itemScore = z.strictObject({
  itemKey: z.string(),
  seq: z.number(),
  awarded: z.number(),
  reason: z.string(),
  veto: z.number(),
  note: z.string(),
});

const scoreSheet = z.strictObject({
  allocationId: id,
  sessionName: z.string(),
  taskName: z.string(),
  candidateName: z.string(),
  admissionNumber: z.string(),
  stationName: z.string(),
  slotStartsAt: epochMs,
  sheet,
  mine: z.array(itemScore),
  submittedAt: epochMs.nullable(),
  others: z.array(examinerTotal).nullable(),
});

const resultRow = z.strictObject({
  allocationId: id,
  studentId: id,
  name: z.string(),
  admissionNumber: z.string(),
  stationName: z.string(),
  examiners: z.array(examinerTotal),
  complete: z.boolean(),
  score: z.number().nullable(),
  spread: z.number().nullable(),
  flagged: z.boolean(),
  decisionNote: z.string().nullable(),
  passed: z.boolean().nullable(),
});

const results = z.strictObject({
  sessionId: id,
  state: z.enum(['draft', 'published', 'confirmed']),
  rule: z.enum(['mean', 'trimmed']),
  passLine: z.number(),
  rows: z.array(resultRow),
});

const combinedRow = z.strictObject({
  studentId: id,
  name: z.string(),
  admissionNumber: z.string(),
  parts: z.array(
    z.strictObject({
      part: z.enum(['theory', 'practical']),
      score: z.number().nullable(),
      passLine: z.number(),
      passed: z.boolean(),
      at: epochMs.nullable(),
    }),
  ),
  weightedTotal: z.number().nullable(),
  passed: z.boolean(),
  retake: z.array(z.enum(['theory', 'practical'])),
});

export const assessmentResponses = {
  [`GET ${API.listAssessmentTask}`]: paged(task),
  [`GET ${API.getAssessmentTask}/:id`]: task,
  [`POST ${API.addAssessmentTask}`]: task,
  [`PUT ${API.updateAssessmentTask}`]: task,
  [`GET ${API.listAssessmentSession}`]: paged(session),
  [`GET ${API.getAssessmentSession}/:id`]: session,
  [`POST ${API.addAssessmentSession}`]: session,
  [`PUT ${API.updateAssessmentSession}`]: session,
  [`PUT ${API.saveAssessmentStations}`]: session,
  [`PUT ${API.saveAssessmentPanel}`]: session,
  [`POST ${API.publishAssessmentSession}`]: session,
  [`GET ${API.listAssessmentAllocation}`]: z.array(allocation),
  [`PUT ${API.assignAssessmentExaminers}`]: allocation,
  [`GET ${API.myAssessmentAssignments}`]: z.array(
    z.strictObject({
      allocationId: id,
      sessionId: id,
      sessionName: z.string(),
      candidateName: z.string(),
      admissionNumber: z.string(),
      stationName: z.string(),
      slotStartsAt: epochMs,
      submittedAt: epochMs.nullable(),
    }),
  ),
  [`GET ${API.getAssessmentScoreSheet}`]: scoreSheet,
  [`POST ${API.saveAssessmentScore}`]: z.strictObject({ itemKey: z.string(), seq: z.number(), applied: z.boolean() }),
  [`POST ${API.submitAssessmentScores}`]: scoreSheet,
  [`GET ${API.getAssessmentResults}`]: results,
  [`POST ${API.decideAssessmentFlag}`]: resultRow,
  [`POST ${API.confirmAssessmentSession}`]: results,
  [`GET ${API.combinedResults}`]: z.array(combinedRow),
  [`GET ${API.exportScoreRegister}`]: binary(XLSX),
  [`GET ${API.myAssessments}`]: z.array(
    z.strictObject({
      sessionName: z.string(),
      taskName: z.string(),
      venueName: z.string(),
      roomName: z.string(),
      stationName: z.string(),
      slotStartsAt: epochMs,
      slotEndsAt: epochMs,
      score: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
};

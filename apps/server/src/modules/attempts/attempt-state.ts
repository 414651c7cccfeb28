import { ANSWER_GRACE_MS, type ExamStatus, OPEN_EXAM_STATUSES } from '@kaoshi/contracts';
import { notFound } from '../../lib/app-error.js';

/** Statuses in which an attempt still takes answers (1 saved, 2 in progress, 4 resumed), for SQL `in`. */
export const OPEN_STATUSES: ExamStatus[] = [...OPEN_EXAM_STATUSES];

export const isOpenStatus = (status: number) => OPEN_STATUSES.includes(status as ExamStatus);

/**
 * Whether an answer arriving at `arrivedAt` is taken: the attempt is open and the deadline has
 * not passed by more than the grace for requests already in flight.
 */
export const acceptsAnswers = (attempt: { status: number; deadlineAt: number }, arrivedAt: number) =>
  isOpenStatus(attempt.status) && arrivedAt <= attempt.deadlineAt + ANSWER_GRACE_MS;

/** Another candidate's attempt reads exactly like one that does not exist. */
export const attemptNotFound = (attemptId: number) => notFound('attemptNotFound', { id: attemptId });

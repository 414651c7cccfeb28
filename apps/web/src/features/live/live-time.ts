import { type ExamStatus, isOpenExamStatus } from '@kaoshi/contracts';
import { msUntil } from '../../lib/server-clock';

/** Milliseconds a candidate has left by the server's clock; null when no clock is running for them. */
export function timeLeftMs(deadlineAt: number | null, status: ExamStatus, serverNow: number): number | null {
  if (deadlineAt === null || !isOpenExamStatus(status)) return null;
  return msUntil(deadlineAt, serverNow);
}

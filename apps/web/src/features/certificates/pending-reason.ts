import type { CertificatePublication } from '@kaoshi/contracts';
import type { TFunction } from 'i18next';
import { formatMinute } from '../../lib/time-format';

/**
 * Why results are not final yet, one reason at a time: the exam is still open (until when), or
 * this many attempts are still being written or marked.
 */
export function pendingReason(t: TFunction, pendingAttempts: number, exam: CertificatePublication | undefined, now = Date.now()) {
  if (exam && now < exam.endsAt) return t('certificate.pendingOpen', { time: formatMinute(exam.endsAt) });
  return t('certificate.pendingAttempts', { count: pendingAttempts });
}

import type { CertificatePublication } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../../i18n';
import { pendingReason } from './pending-reason';

const EXAM: CertificatePublication = {
  publicationId: 1,
  name: '电工理论',
  subjectId: 2,
  subjectName: '电工',
  subjectLevel: 4,
  endsAt: Date.UTC(2030, 2, 4, 3),
  resultsFinal: false,
  issued: 0,
};

describe('why certificate results are not final yet', () => {
  it('says which reason holds: the exam still open (until when), or the attempts still open or unmarked', async () => {
    await setLanguage('zh');
    const open = pendingReason(i18n.t, 0, EXAM, EXAM.endsAt - 1);
    expect(open).toMatch(/^成绩尚未确定：考试尚未结束（2030-03-04 \d\d:00 结束）。$/);
    expect(open).not.toContain('0 份');
    expect(pendingReason(i18n.t, 3, EXAM, EXAM.endsAt + 1)).toBe('成绩尚未确定：还有 3 份答卷在作答或阅卷中。');
  }, 30_000);
});

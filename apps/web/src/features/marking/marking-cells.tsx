import { type MarkingCandidate, PASS_FLAG } from '@kaoshi/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { gradingLabel } from './marking-logic';

/** Not graded / grading by X / graded; a dash for a candidate who never started. */
export function GradingCell({ row }: { row: Pick<MarkingCandidate, 'attemptId' | 'gradingState' | 'gradingBy'> }) {
  const { t } = useTranslation();
  const label = gradingLabel(row);
  if (label.kind === 'none') return <span className="marking-muted">—</span>;
  if (label.kind === 'graded') return <Tag color="success">{t('marking.grading.2')}</Tag>;
  if (label.kind === 'grading')
    return <Tag color="processing">{label.by ? t('marking.gradingBy', { name: label.by }) : t('marking.grading.1')}</Tag>;
  return <Tag>{t('marking.grading.0')}</Tag>;
}

export function PassCell({ passed }: { passed: number | null }) {
  const { t } = useTranslation();
  if (passed === null) return <span className="marking-muted">—</span>;
  return <Tag color={passed === PASS_FLAG.PASSED ? 'success' : 'error'}>{t(`marking.passed.${passed}`)}</Tag>;
}

/** A score, or a dash while there is none. */
export const scoreText = (score: number | null) => (score === null ? '—' : String(score));

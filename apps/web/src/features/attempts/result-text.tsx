import type { CandidateExam } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../components/plain/tag';
import { resultLine } from './exam-status';

/** The result as the visibility rule allows: final score and verdict, "being marked" (a pending one too), or when it will be published. */
export function ResultText({ exam }: { exam: Pick<CandidateExam, 'status' | 'result' | 'resultVisibility'> }) {
  const { t } = useTranslation();
  const line = resultLine(exam);
  if (!line) return null;
  if (line.kind !== 'score') return <p className="kx-result-line kx-muted">{t(`exam.result.${line.kind}`)}</p>;
  return (
    <p className="kx-result-line" data-testid="exam-result">
      <strong>{t('exam.result.score', { score: line.score, total: line.totalScore })}</strong>{' '}
      <Tag color={line.passed ? 'success' : 'error'}>{t(line.passed ? 'exam.result.passed' : 'exam.result.failed')}</Tag>
    </p>
  );
}

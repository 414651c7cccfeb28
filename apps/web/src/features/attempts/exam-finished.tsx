import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { ResultPanel } from '../../components/plain/result-panel';
import type { Finish } from './finish';
import { useBackToList } from './use-back-to-list';

/** After the attempt ends: how it ended, and the result when the exam shows results at once. */
export function ExamFinished({ finish }: { finish: Finish }) {
  const { t } = useTranslation();
  const back = useBackToList();
  const result = finish.result;
  const verdict = result && !result.pending ? (result.passed === 0 ? t('exam.result.passed') : t('exam.result.failed')) : null;
  const lines = [
    finish.reason === 'forced' && finish.detail ? t('exam.finished.forcedReason', { reason: finish.detail }) : null,
    result
      ? t('exam.result.score', { score: result.score, total: result.totalScore }) + (verdict ? ` · ${verdict}` : '')
      : t('exam.finished.later'),
    result?.pending ? t('exam.result.pending') : null,
  ].filter((line): line is string => !!line);
  const failed = !!result && !result.pending && result.passed === 1;
  return (
    <ResultPanel
      status={finish.reason === 'forced' ? 'warning' : failed ? 'info' : 'success'}
      title={t(`exam.finished.${finish.reason}`)}
      subTitle={
        <span data-testid="exam-finished">
          {lines.map((line) => (
            <span key={line} className="kx-finished-line">
              {line}
            </span>
          ))}
        </span>
      }
      extra={
        <Button variant="primary" onClick={back.go}>
          {back.label}
        </Button>
      }
    />
  );
}

import PrinterOutlined from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import { PASS_FLAG, type ScoreReport } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from './plain/alert';
import { Button } from './plain/button';
import { Dialog } from './plain/dialog';
import { Icon } from './plain/icon';
import { Skeleton } from './plain/spinner';
import { levelName } from '../lib/level-name';
import { formatMinute } from '../lib/time-format';
import './score-report.css';

/**
 * One graded result as a certificate-style page. The print stylesheet (score-report.css) hides
 * the console and everything else, so "Print" puts only this on paper.
 */
export function ScoreReportView({ report }: { report: ScoreReport }) {
  const { t } = useTranslation();
  const passed = report.passed === PASS_FLAG.PASSED;
  const blank = (value: string | null) => value || '—';
  const facts: [string, string][] = [
    [t('marking.report.project'), blank(report.projectName)],
    [t('marking.report.jobCategory'), blank(report.jobCategoryName)],
    [t('marking.report.jobType'), blank(report.jobTypeName)],
    [t('marking.report.level'), levelName(t, report.level)],
    [t('marking.report.batch'), blank(report.batchName)],
    [t('marking.report.candidate'), report.name],
    [t('marking.report.candidateNumber'), report.username],
    [t('marking.report.exam'), report.publicationName],
    [t('marking.report.examDate'), formatMinute(report.examDate)],
    [t('marking.report.score'), t('marking.report.scoreValue', { score: report.score, total: report.totalScore })],
    [t('marking.report.passScore'), String(report.passScore)],
  ];
  return (
    <article className="kx-score-report" data-testid="score-report" aria-label={t('marking.report.title')}>
      <header className="kx-score-report-head">
        <h1>{t('marking.report.heading')}</h1>
        <p className="kx-score-report-exam">{report.publicationName}</p>
      </header>
      <dl className="kx-score-report-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="kx-score-report-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={`kx-score-report-verdict ${passed ? 'is-passed' : 'is-failed'}`} data-testid="score-report-verdict">
        <span className="kx-score-report-verdict-label">{t('marking.report.result')}</span>
        <strong>{t(passed ? 'marking.report.passed' : 'marking.report.failed')}</strong>
        <span className="kx-score-report-score">{t('marking.report.scoreValue', { score: report.score, total: report.totalScore })}</span>
      </div>
      <footer className="kx-score-report-foot">{t('marking.report.issuedAt', { at: formatMinute(report.issuedAt) })}</footer>
    </article>
  );
}

/**
 * The report in a dialog, loaded by `load` (staff: scoreReport, candidate: myScoreReport), with
 * "Print" (window.print) and "Close". Rendered only while open, so its print rules apply only then.
 */
export function ScoreReportDialog({
  attemptId,
  queryKey,
  load,
  onClose,
}: {
  attemptId: number | null;
  queryKey: string;
  load: (attemptId: number) => Promise<ScoreReport>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useQuery({ queryKey: [queryKey, attemptId], queryFn: () => load(attemptId!), enabled: attemptId !== null, retry: false });
  return (
    <Dialog
      open={attemptId !== null}
      onClose={onClose}
      title={t('marking.report.title')}
      width={760}
      rootClassName="kx-score-report-modal"
      footer={
        <>
          <Button onClick={onClose}>{t('marking.report.close')}</Button>
          <Button variant="primary" icon={<Icon icon={PrinterOutlined} />} disabled={!report.data} onClick={() => window.print()}>
            {t('marking.report.print')}
          </Button>
        </>
      }
    >
      {report.isError ? (
        <Alert type="error" title={t('marking.report.loadFailed')} description={report.error.message} />
      ) : report.data ? (
        <ScoreReportView report={report.data} />
      ) : (
        <Skeleton rows={8} label={t('common.loading')} />
      )}
    </Dialog>
  );
}

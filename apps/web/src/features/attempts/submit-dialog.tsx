import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Dialog } from '../../components/plain/dialog';
import { Spinner } from '../../components/plain/spinner';
import type { QueueSnapshot } from './answer-queue';
import { formatNumbers } from './question-sections';
import type { SubmitStage } from './use-submit';

interface SubmitDialogProps {
  open: boolean;
  stage: SubmitStage;
  error: string;
  unanswered: number[];
  flagged: number[];
  snapshot: QueueSnapshot;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The submit confirmation: which questions are unanswered or marked, then the wait for the last answers and the server. */
export function SubmitDialog({ open, stage, error, unanswered, flagged, snapshot, onConfirm, onCancel }: SubmitDialogProps) {
  const { t } = useTranslation();
  const busy = stage === 'flushing' || stage === 'submitting';
  const offline = !snapshot.online || snapshot.failing;
  return (
    <Dialog
      open={open}
      title={t('exam.submit.title')}
      // While the last answers and the submission are on their way the dialog stays.
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <Button disabled={busy} onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" danger={unanswered.length > 0} loading={busy} onClick={onConfirm}>
            {t('exam.submit.confirm')}
          </Button>
        </>
      }
    >
      <div className="kx-stack" data-testid="submit-dialog">
        {unanswered.length > 0 ? (
          <Alert
            type="warning"
            role="none"
            title={t('exam.submit.unanswered', { count: unanswered.length, numbers: formatNumbers(unanswered) })}
          />
        ) : (
          <Alert type="success" role="none" title={t('exam.submit.allAnswered')} />
        )}
        {flagged.length > 0 && (
          <Alert type="info" role="none" title={t('exam.submit.flagged', { count: flagged.length, numbers: formatNumbers(flagged) })} />
        )}
        <p className="kx-submit-warning">{t('exam.submit.warning')}</p>
        <div role="status" className="kx-stack">
          {busy && (
            <span className="kx-submit-progress">
              <Spinner size="small" />
              {stage === 'flushing' ? t('exam.submit.flushing', { count: snapshot.waiting }) : t('exam.submit.submitting')}
            </span>
          )}
          {busy && offline && <Alert type="warning" role="none" title={t('exam.submit.offline')} />}
          {stage === 'failed' && <Alert type="error" role="none" title={t('exam.submit.failed')} description={error} />}
        </div>
      </div>
    </Dialog>
  );
}

import { Alert, Modal, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Modal
      open={open}
      title={t('exam.submit.title')}
      okText={t('exam.submit.confirm')}
      cancelText={t('common.cancel')}
      onOk={onConfirm}
      onCancel={onCancel}
      okButtonProps={{ loading: busy, danger: unanswered.length > 0 }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      maskClosable={false}
      keyboard={!busy}
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid="submit-dialog">
        {unanswered.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            message={t('exam.submit.unanswered', { count: unanswered.length, numbers: formatNumbers(unanswered) })}
          />
        ) : (
          <Alert type="success" showIcon message={t('exam.submit.allAnswered')} />
        )}
        {flagged.length > 0 && (
          <Alert type="info" showIcon message={t('exam.submit.flagged', { count: flagged.length, numbers: formatNumbers(flagged) })} />
        )}
        <Typography.Paragraph>{t('exam.submit.warning')}</Typography.Paragraph>
        {busy && (
          <Space>
            <Spin size="small" />
            <Typography.Text>
              {stage === 'flushing' ? t('exam.submit.flushing', { count: snapshot.waiting }) : t('exam.submit.submitting')}
            </Typography.Text>
          </Space>
        )}
        {busy && offline && <Alert type="warning" showIcon message={t('exam.submit.offline')} />}
        {stage === 'failed' && <Alert type="error" showIcon message={t('exam.submit.failed')} description={error} />}
      </Space>
    </Modal>
  );
}

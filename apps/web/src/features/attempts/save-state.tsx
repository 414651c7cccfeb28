import { CheckCircleFilled, CloudUploadOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSaved, type QuestionSave } from './answer-queue';

/** "Saved" only once the server acknowledged the question's latest change. */
export function SaveState({ save }: { save: QuestionSave | undefined }) {
  const { t } = useTranslation();
  if (!save || save.latestSeq === 0) return null;
  if (save.error) {
    return (
      <Typography.Text type="danger" className="kx-save-state" data-testid="save-state">
        <ExclamationCircleFilled /> {t('exam.page.notSaved', { message: save.error })}
      </Typography.Text>
    );
  }
  if (isSaved(save)) {
    return (
      <Typography.Text type="success" className="kx-save-state" data-testid="save-state">
        <CheckCircleFilled /> {t('exam.page.saved')}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="warning" className="kx-save-state" data-testid="save-state">
      <CloudUploadOutlined /> {t('exam.page.saving')}
    </Typography.Text>
  );
}

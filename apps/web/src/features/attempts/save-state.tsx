import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain/icon';
import { isSaved, type QuestionSave } from './answer-queue';

/** "Saved" only once the server acknowledged the question's latest change. */
export function SaveState({ save }: { save: QuestionSave | undefined }) {
  const { t } = useTranslation();
  if (!save || save.latestSeq === 0) return null;
  if (save.error) {
    return (
      <span className="kx-save-state kx-save-error" data-testid="save-state">
        <Icon icon={ExclamationCircleFilled} /> {t('exam.page.notSaved', { message: save.error })}
      </span>
    );
  }
  if (save.superseded) {
    return (
      <span className="kx-save-state kx-save-pending" data-testid="save-state">
        <Icon icon={CloudUploadOutlined} /> {t('exam.page.savedElsewhere')}
      </span>
    );
  }
  if (isSaved(save)) {
    return (
      <span className="kx-save-state kx-save-done" data-testid="save-state">
        <Icon icon={CheckCircleFilled} /> {t('exam.page.saved')}
      </span>
    );
  }
  return (
    <span className="kx-save-state kx-save-pending" data-testid="save-state">
      <Icon icon={CloudUploadOutlined} /> {t('exam.page.saving')}
    </span>
  );
}

import { PASS_FLAG } from '@kaoshi/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The pass flag (0 passed, 1 failed; null not sat or not marked) as a coloured tag. */
export function ResultTag({ passed }: { passed: number | null }) {
  const { t } = useTranslation();
  if (passed === PASS_FLAG.PASSED) return <Tag color="success">{t('analysis.result.pass')}</Tag>;
  if (passed === PASS_FLAG.FAILED) return <Tag color="error">{t('analysis.result.fail')}</Tag>;
  return <Tag>{t('analysis.result.notSat')}</Tag>;
}

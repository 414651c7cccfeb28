import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download';

/** Downloads one table's workbook for the applied filter; a refusal is shown by the client. */
export function ExportButton({ path, params, fileName, disabled }: { path: string; params: object; fileName: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    await downloadFile(path, { ...params }, fileName).catch(() => {});
    setExporting(false);
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={run} loading={exporting} disabled={disabled}>
      {t('analysis.export')}
    </Button>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download';

interface ExportButtonProps {
  path: string;
  params: object;
  fileName?: string;
  disabled?: boolean;
  /** The button's text; "Export to Excel" when left out. */
  label?: string;
}

/** Downloads one workbook for the applied filter; a refusal is shown by the client. */
export function ExportButton({ path, params, fileName, disabled, label }: ExportButtonProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    await downloadFile(path, { ...params }, fileName).catch(() => {});
    setExporting(false);
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={run} loading={exporting} disabled={disabled}>
      {label ?? t('crud.export')}
    </Button>
  );
}

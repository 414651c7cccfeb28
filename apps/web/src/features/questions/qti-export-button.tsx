import { ExportOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filters } from '../../lib/list-query';
import { exportQti } from './api';

/**
 * The listed questions as a QTI 2.1 package, beside the screen's Excel export. Questions QTI
 * cannot express are left out by the server; the user is told how many, so nobody mistakes
 * the file for the whole bank.
 */
export function QtiExportButton({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      const skipped = await exportQti(filters);
      if (skipped > 0) message.warning({ content: t('question.exportedQtiSkipped', { count: skipped }), duration: 8 });
    } catch {
      // The client has shown the reason.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button icon={<ExportOutlined />} onClick={run} loading={exporting}>
      {t('question.exportQti')}
    </Button>
  );
}

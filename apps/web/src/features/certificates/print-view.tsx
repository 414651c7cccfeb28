import { useQuery } from '@tanstack/react-query';
import { Button, Space, Spin } from 'antd';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CertificateSheetView } from '../../components/certificate-sheet';
import { fetchPrintable } from './api';

/** Every valid certificate of the exam over the whole window, one A4 page each when printed. */
export function PrintView({ publicationId, onClose }: { publicationId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const sheets = useQuery({ queryKey: ['certificates', 'print', publicationId], queryFn: () => fetchPrintable(publicationId) });
  return createPortal(
    <div className="kx-certificate-print certificate-print-overlay" role="dialog" aria-modal="true" aria-label={t('certificate.printAll')}>
      <Space className="kx-no-print certificate-print-bar">
        <Button type="primary" onClick={() => window.print()} disabled={!sheets.data}>
          {t('certificate.print')}
        </Button>
        <Button onClick={onClose}>{t('certificate.close')}</Button>
        <span>{t('certificate.printHint')}</span>
      </Space>
      {sheets.isPending ? <Spin /> : (sheets.data ?? []).map((sheet) => <CertificateSheetView key={sheet.certificateId} sheet={sheet} />)}
    </div>,
    document.body,
  );
}

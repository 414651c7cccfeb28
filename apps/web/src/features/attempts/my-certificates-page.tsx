import PrinterOutlined from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CertificateSheetView } from '../../components/certificate-sheet';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { Icon } from '../../components/plain/icon';
import { Skeleton } from '../../components/plain/spinner';
import { fetchMyCertificates } from './api';
import { CandidateHeader } from '../../components/candidate-header';
import './attempts.css';

/** /kaoshi-certificates: the candidate's own certificates, each printable on A4 (revoked ones say so). */
export default function MyCertificatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['attempts', 'myCertificates'], queryFn: fetchMyCertificates });
  const sheets = query.data ?? [];

  const body = () => {
    if (query.isPending) return <Skeleton label={t('common.loading')} />;
    if (query.isError)
      return (
        <Alert
          type="error"
          title={t('common.loadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      );
    if (sheets.length === 0)
      return (
        <Card>
          <p className="kx-muted" data-testid="no-certificates">
            {t('certificate.mineEmpty')}
          </p>
        </Card>
      );
    return (
      <div className="kx-certificate-print">
        {sheets.map((sheet) => (
          <CertificateSheetView key={sheet.certificateId} sheet={sheet} />
        ))}
      </div>
    );
  };

  return (
    <div className="kx-candidate-page kx-plain">
      <CandidateHeader />
      <main className="kx-candidate-main">
        <div className="kx-certificates-bar">
          <h1 className="kx-h1">{t('certificate.mineTitle')}</h1>
          <span className="spacer" />
          <Button onClick={() => navigate('/kaoshi')}>{t('certificate.backToExams')}</Button>
          {sheets.length > 0 && (
            <Button variant="primary" icon={<Icon icon={PrinterOutlined} />} onClick={() => window.print()}>
              {t('certificate.print')}
            </Button>
          )}
        </div>
        {body()}
      </main>
    </div>
  );
}

import PrinterOutlined from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AdmissionTicket } from '../../components/admission-ticket';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Icon } from '../../components/plain/icon';
import { Skeleton } from '../../components/plain/spinner';
import { fetchMyTicket } from './api';
import './tickets.css';

/** /kaoshi-ticket?publicationId=…: the candidate's own admission ticket, to print on A4 (plain kit, loaded only when opened). */
export default function KaoshiTicketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const publicationId = Number(params.get('publicationId'));
  const valid = Number.isInteger(publicationId) && publicationId > 0;
  const query = useQuery({
    queryKey: ['tickets', 'mine', publicationId],
    queryFn: () => fetchMyTicket(publicationId),
    enabled: valid,
    retry: false,
  });

  const body = () => {
    if (!valid || query.isError) return <Alert type="warning" title={t('ticket.print.noTicket')} />;
    if (query.isPending) return <Skeleton label={t('common.loading')} />;
    return <AdmissionTicket ticket={query.data} />;
  };
  return (
    <div className="kx-candidate-page kx-plain kx-ticket-page">
      <div className="kx-ticket-toolbar kx-no-print">
        <Button onClick={() => navigate('/kaoshi')}>{t('ticket.print.back')}</Button>
        <Button variant="primary" icon={<Icon icon={PrinterOutlined} />} disabled={!query.data} onClick={() => window.print()}>
          {t('ticket.print.print')}
        </Button>
      </div>
      <main className="kx-ticket-main">{body()}</main>
    </div>
  );
}

import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { Icon } from '../../components/plain/icon';
import { Skeleton } from '../../components/plain/spinner';
import { clockOffset } from '../../lib/server-clock';
import { timeZoneLabel } from '../../lib/time-format';
import { fetchMyExams, fetchMyTickets, MY_EXAMS_KEY } from './api';
import { ExamCard } from './exam-card';

/** The list refreshes this often, so statuses, "Enter" and results follow the server without a reload. */
const REFRESH_MS = 30_000;

/**
 * The signed-in candidate's exams (myExams), on /kaoshi and in the console's examStudentTest.
 * `emptyHint`: what the empty list says under "no exams" (by default, where exams come from).
 */
export function ExamList({ title, emptyHint }: { title?: string; emptyHint?: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: MY_EXAMS_KEY, queryFn: fetchMyExams, refetchInterval: REFRESH_MS });
  const tickets = useQuery({ queryKey: ['attempts', 'myTickets'], queryFn: fetchMyTickets });
  const ticketed = new Set((tickets.data ?? []).map((ticket) => ticket.publicationId));
  const data = query.data;
  const offset = data ? clockOffset(data.serverNow, data.receivedAt) : 0;

  const body = () => {
    if (query.isPending) return <Skeleton label={t('common.loading')} />;
    if (query.isError || !data) {
      return (
        <Alert
          type="error"
          title={t('common.loadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    if (data.exams.length === 0) {
      return (
        <div className="kx-empty">
          <Icon icon={InboxOutlined} className="kx-empty-icon" />
          <p>
            {t('kaoshi.empty')}
            <br />
            {emptyHint ?? t('kaoshi.emptyHint')}
          </p>
        </div>
      );
    }
    return (
      <div className="kx-exam-grid" data-testid="exam-list">
        {data.exams.map((exam) => (
          <ExamCard key={exam.publicationId} exam={exam} offset={offset} hasTicket={ticketed.has(exam.publicationId)} />
        ))}
      </div>
    );
  };

  const zone = <span className="kx-muted">{t('exam.list.timeZone', { zone: timeZoneLabel() })}</span>;
  // Inside the console the page card already frames the list.
  if (!title) {
    return (
      <div className="kx-exam-list kx-plain">
        <div className="kx-exam-list-zone">{zone}</div>
        {body()}
      </div>
    );
  }
  return (
    <Card title={title} className="kx-exam-list" extra={zone}>
      {body()}
    </Card>
  );
}

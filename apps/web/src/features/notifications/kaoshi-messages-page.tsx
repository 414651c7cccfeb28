import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CandidateHeader } from '../../components/candidate-header';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { MessagesList } from './messages-list';

/**
 * /kaoshi-messages: the candidate's message centre, outside the console. The e-mails' unsubscribe
 * link lands here (?unsubscribe=email): every notice sent today is a mandatory one (applications,
 * tickets, results, certificates), which the page says instead of pretending to switch it off.
 */
export default function KaoshiMessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="kx-candidate-page kx-plain">
      <CandidateHeader />
      <main className="kx-candidate-main">
        <div className="kx-messages-bar">
          <h1 className="kx-h1">{t('notification.title')}</h1>
          <span className="spacer" />
          <Button onClick={() => navigate('/kaoshi')}>{t('notification.backToExams')}</Button>
        </div>
        {params.get('unsubscribe') === 'email' && <Alert className="kx-messages-note" type="info" title={t('notification.emailOptOut')} />}
        <Card>
          <MessagesList />
        </Card>
      </main>
    </div>
  );
}

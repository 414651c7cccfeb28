import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { MessagesList } from './messages-list';

/** /messages: a staff member's own message centre, in the console. */
export default function MessagesPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('notification.title')}>
      <MessagesList />
    </PageCard>
  );
}

import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './plain/icon';
import { fetchUnreadCount, INBOX_KEY } from '../lib/inbox';
import './candidate-messages-link.css';

/**
 * The candidate header's way to their messages, with the unread count. Asked for when a page
 * opens, never on a timer: thousands of candidates sit on these pages on an exam day.
 */
export function CandidateMessagesLink() {
  const { t } = useTranslation();
  const count = useQuery({ queryKey: [...INBOX_KEY, 'count'], queryFn: fetchUnreadCount, staleTime: 60_000 });
  const unread = count.data?.unread ?? 0;
  const label = unread > 0 ? `${t('navbar.messages')}: ${t('navbar.unreadMessages', { count: unread })}` : t('navbar.messages');
  return (
    <Link to="/kaoshi-messages" className="kx-candidate-messages" aria-label={label} title={label} data-testid="candidate-messages">
      <Icon icon={BellOutlined} />
      {unread > 0 && <span className="kx-bell-badge">{unread > 99 ? '99+' : unread}</span>}
    </Link>
  );
}

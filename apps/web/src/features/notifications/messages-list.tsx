import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Skeleton } from '../../components/plain/spinner';
import { formatMinute } from '../../lib/time-format';
import { fetchMyNotifications, INBOX_KEY, markAllNotificationsRead, markNotificationsRead } from './api';
import './notifications.css';

const PAGE_SIZE = 10;

/**
 * The signed-in user's messages, newest first, ten a page: unread ones marked, each with its own
 * "mark read", and "mark all read". Plain components, so the candidate pages (outside the console)
 * use it too.
 */
export function MessagesList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = useQuery({
    queryKey: [...INBOX_KEY, 'page', page, unreadOnly],
    queryFn: () => fetchMyNotifications({ page, limit: PAGE_SIZE, unreadOnly: unreadOnly ? 1 : undefined }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: INBOX_KEY });
  const markOne = useMutation({ mutationFn: (id: number) => markNotificationsRead([id]), onSuccess: refresh });
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: refresh });

  if (query.isPending) return <Skeleton label={t('common.loading')} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        title={t('common.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const { list, total, unread } = query.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="kx-messages">
      <div className="kx-messages-bar">
        <label className="kx-messages-filter">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked);
              setPage(1);
            }}
          />
          {t('notification.unreadOnly')}
        </label>
        <span className="spacer" />
        <Button disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()} data-testid="mark-all-read">
          {t('notification.markAllRead')}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="kx-muted" data-testid="no-messages">
          {unreadOnly ? t('notification.emptyUnread') : t('notification.empty')}
        </p>
      ) : (
        <ul className="kx-message-items" aria-label={t('notification.title')}>
          {list.map((message) => (
            <li
              key={message.notificationId}
              className={message.readAt === null ? 'kx-message kx-message-unread' : 'kx-message'}
              data-testid="message"
            >
              <div className="kx-message-head">
                {message.readAt === null && <span className="kx-message-dot" aria-label={t('notification.unread')} />}
                <strong className="kx-message-title">{message.title}</strong>
                <span className="spacer" />
                <time className="kx-muted" dateTime={new Date(message.createdAt).toISOString()}>
                  {formatMinute(message.createdAt)}
                </time>
              </div>
              <p className="kx-message-body">{message.body}</p>
              {message.readAt === null && (
                <Button size="small" variant="text" onClick={() => markOne.mutate(message.notificationId)} disabled={markOne.isPending}>
                  {t('notification.markRead')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="kx-messages-pager" aria-label={t('notification.pageOf', { page, pages })}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('notification.previous')}
          </Button>
          <span>{t('notification.pageOf', { page, pages })}</span>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('notification.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

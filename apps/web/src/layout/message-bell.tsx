import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMinute } from '../lib/time-format';
import { fetchMyNotifications, fetchUnreadCount, INBOX_KEY, markAllNotificationsRead } from '../lib/inbox';

/** How often the console asks for the unread count; a staff member's page stays open for hours. */
const COUNT_EVERY_MS = 60_000;

/**
 * The console navbar's message centre: a bell with the unread count; opening it shows the five
 * newest messages, "mark all read" and the way to all of them (/messages).
 */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const count = useQuery({ queryKey: [...INBOX_KEY, 'count'], queryFn: fetchUnreadCount, refetchInterval: COUNT_EVERY_MS });
  const latest = useQuery({
    queryKey: [...INBOX_KEY, 'latest'],
    queryFn: () => fetchMyNotifications({ page: 1, limit: 5 }),
    enabled: open,
  });
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }) });
  const unread = count.data?.unread ?? 0;
  const label = unread > 0 ? `${t('navbar.messages')}: ${t('navbar.unreadMessages', { count: unread })}` : t('navbar.messages');

  const content = (
    <div style={{ width: 'min(340px, 86vw)' }}>
      {latest.isPending ? (
        <Spin />
      ) : latest.data?.list.length ? (
        <List
          size="small"
          dataSource={latest.data.list}
          renderItem={(message) => (
            <List.Item key={message.notificationId}>
              <List.Item.Meta
                title={<Typography.Text strong={message.readAt === null}>{message.title}</Typography.Text>}
                description={formatMinute(message.createdAt)}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('navbar.noMessages')} />
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Button size="small" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('navbar.markAllRead')}
        </Button>
        <Button
          size="small"
          type="link"
          onClick={() => {
            setOpen(false);
            navigate('/messages');
          }}
        >
          {t('navbar.allMessages')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} title={t('navbar.messages')} content={content}>
      <Button type="text" aria-label={label} title={label} data-testid="message-bell">
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined />
        </Badge>
      </Button>
    </Popover>
  );
}

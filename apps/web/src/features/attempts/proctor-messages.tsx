import { MessageOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface ProctorMessage {
  text: string;
  from: string;
  at: number;
}

/** A message from the invigilator stays on screen until the candidate acknowledges it; several queue up. */
export function ProctorMessages({ messages, onAcknowledge }: { messages: ProctorMessage[]; onAcknowledge: () => void }) {
  const { t } = useTranslation();
  const message = messages[0];
  return (
    <Modal
      open={!!message}
      title={
        <Space>
          <MessageOutlined />
          {t('exam.live.messageTitle')}
        </Space>
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onAcknowledge}>
          {t('exam.live.acknowledge')}
        </Button>
      }
    >
      {message && (
        <div data-testid="proctor-message">
          <Typography.Paragraph className="kx-proctor-text">{message.text}</Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('exam.live.from', { from: message.from, time: dayjs(message.at).format('HH:mm') })}
          </Typography.Text>
          {messages.length > 1 && (
            <Typography.Paragraph type="secondary">{t('exam.live.more', { count: messages.length - 1 })}</Typography.Paragraph>
          )}
        </div>
      )}
    </Modal>
  );
}

import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Dialog } from '../../components/plain/dialog';
import { Icon } from '../../components/plain/icon';

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
    <Dialog
      open={!!message}
      title={
        <>
          <Icon icon={MessageOutlined} />
          {t('exam.live.messageTitle')}
        </>
      }
      footer={
        <Button variant="primary" onClick={onAcknowledge}>
          {t('exam.live.acknowledge')}
        </Button>
      }
    >
      {message && (
        <div data-testid="proctor-message" role="alert">
          <p className="kx-proctor-text">{message.text}</p>
          <p className="kx-muted">{t('exam.live.from', { from: message.from, time: dayjs(message.at).format('HH:mm') })}</p>
          {messages.length > 1 && <p className="kx-muted">{t('exam.live.more', { count: messages.length - 1 })}</p>}
        </div>
      )}
    </Dialog>
  );
}

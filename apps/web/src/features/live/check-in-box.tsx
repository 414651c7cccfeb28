import { ScanOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkInTicket } from './api';

/**
 * Check-in at the door: a barcode scanner types the QR code's text and Enter into this field, or
 * the proctor types the ticket number. The field is cleared and keeps the focus for the next one.
 */
export function CheckInBox({ publicationId, onCheckedIn }: { publicationId: number; onCheckedIn: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const field = useRef<React.ComponentRef<typeof Input>>(null);
  const checkIn = useMutation({
    mutationFn: (text: string) => checkInTicket(publicationId, text),
    onSuccess: (ticket) => {
      message.success(t('ticket.checkIn.done', { name: ticket.name, room: ticket.roomName, seat: ticket.seat }));
      setCode('');
      onCheckedIn();
    },
    onSettled: () => field.current?.focus(),
  });
  const submit = () => {
    if (code.trim()) checkIn.mutate(code.trim());
  };
  return (
    <Space.Compact className="live-check-in">
      <Input
        ref={field}
        prefix={<ScanOutlined />}
        aria-label={t('ticket.checkIn.title')}
        placeholder={t('ticket.checkIn.placeholder')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onPressEnter={submit}
        allowClear
      />
      <Button type="primary" loading={checkIn.isPending} onClick={submit}>
        {t('ticket.checkIn.submit')}
      </Button>
    </Space.Compact>
  );
}

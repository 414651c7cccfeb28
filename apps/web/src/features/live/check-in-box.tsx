import { ScanOutlined } from '@ant-design/icons';
import { type CheckInCandidate, type LiveCandidate, TICKET_QR_PREFIX } from '@kaoshi/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Input, Select, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkInTicket, lookUpTicket } from './api';
import { CheckInConfirm } from './check-in-confirm';

/** The rooms the exam's candidates are seated in, by name. */
function roomsOf(rows: LiveCandidate[]) {
  const rooms = new Map<number, string>();
  for (const row of rows) if (row.roomId !== null && row.roomName !== null) rooms.set(row.roomId, row.roomName);
  return [...rooms].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Check-in at the door: a barcode scanner types the QR code's text and Enter into this field, or
 * the proctor types the ticket number. A signed QR code checks in at once; a typed number first
 * shows the holder's name and photo, and checks in when the proctor confirms. With the door's
 * room chosen, a ticket of another room is refused with the room and seat to send the candidate
 * to. The field is cleared and keeps the focus for the next one.
 */
export function CheckInBox({
  publicationId,
  rows,
  onCheckedIn,
}: {
  publicationId: number;
  rows: LiveCandidate[];
  onCheckedIn: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [roomId, setRoomId] = useState<number>();
  const [shown, setShown] = useState<CheckInCandidate | null>(null);
  const rooms = useMemo(() => roomsOf(rows), [rows]);
  const field = useRef<React.ComponentRef<typeof Input>>(null);
  const checkIn = useMutation({
    mutationFn: ({ text, confirmTicketId }: { text: string; confirmTicketId?: number }) =>
      checkInTicket({ publicationId, code: text, roomId, confirmTicketId }),
    onSuccess: (ticket) => {
      message.success(t('ticket.checkIn.done', { name: ticket.name, room: ticket.roomName, seat: ticket.seat }));
      setCode('');
      setShown(null);
      onCheckedIn();
    },
    onSettled: () => field.current?.focus(),
  });
  const lookUp = useMutation({
    mutationFn: (text: string) => lookUpTicket({ publicationId, code: text, roomId }),
    onSuccess: setShown,
    onError: () => field.current?.focus(),
  });
  const submit = () => {
    const text = code.trim();
    if (!text) return;
    if (text.toUpperCase().startsWith(TICKET_QR_PREFIX.toUpperCase())) checkIn.mutate({ text });
    else lookUp.mutate(text);
  };
  return (
    <Space wrap className="live-check-in">
      <Select
        allowClear
        className="live-check-in-room"
        aria-label={t('ticket.checkIn.room')}
        placeholder={t('ticket.checkIn.anyRoom')}
        value={roomId}
        options={rooms}
        onChange={(value: number | undefined) => setRoomId(value)}
      />
      <Space.Compact className="live-check-in-code">
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
        <Button type="primary" loading={checkIn.isPending || lookUp.isPending} onClick={submit}>
          {t('ticket.checkIn.submit')}
        </Button>
      </Space.Compact>
      <CheckInConfirm
        candidate={shown}
        confirming={checkIn.isPending}
        onConfirm={(candidate) => checkIn.mutate({ text: candidate.ticketNumber, confirmTicketId: candidate.ticketId })}
        onCancel={() => {
          setShown(null);
          field.current?.focus();
        }}
      />
    </Space>
  );
}

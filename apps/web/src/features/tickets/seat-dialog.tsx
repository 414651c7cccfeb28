import type { TicketRecord } from '@kaoshi/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Form, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSeat } from './api';

/** A seat set by hand; the server refuses a taken seat and says who holds it. */
export function SeatDialog({
  ticket,
  roomOptions,
  onClose,
  onSaved,
}: {
  ticket: TicketRecord | null;
  roomOptions: { value: number; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roomId: number; seat: number }>();
  useEffect(() => {
    if (ticket) form.setFieldsValue({ roomId: ticket.roomId, seat: ticket.seat });
  }, [ticket, form]);
  const save = useMutation({
    mutationFn: (values: { roomId: number; seat: number }) => changeSeat({ ticketId: ticket!.ticketId, ...values }),
    onSuccess: () => {
      message.success(t('ticket.manage.seatSaved'));
      onSaved();
      onClose();
    },
  });
  return (
    <Modal
      maskClosable={false}
      open={ticket !== null}
      title={ticket ? `${t('ticket.manage.changeSeat')} · ${ticket.name}` : ''}
      onCancel={onClose}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="roomId" label={t('ticket.manage.room')} rules={[{ required: true }]}>
          <Select options={roomOptions} />
        </Form.Item>
        <Form.Item name="seat" label={t('ticket.manage.seat')} rules={[{ required: true }]}>
          <InputNumber min={1} max={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { CHECK_IN_OPENS_DEFAULT_MINUTES, CHECK_IN_OPENS_MAX_MINUTES, type PrintableTicket, type TicketRecord } from '@kaoshi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, InputNumber, Popconfirm, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { listPublicationOptions } from '../../components/publication-picker/api';
import { PublicationPicker } from '../../components/publication-picker/publication-picker';
import { allocateSeats, fetchPlan, fetchRoomTickets, fetchTickets, roomsApi, savePlan } from './api';
import { RoomPrint } from './room-print';
import { SeatDialog } from './seat-dialog';
import './tickets.css';

/** Unsaved changes to the plan: its rooms and check-in rule (a check-in opens this many minutes before the exam). */
interface PlanDraft {
  roomIds: number[];
  checkInRequired: boolean;
  checkInOpensMinutes: number;
}

/**
 * /examPublishManage/ticketManage (EXAM-VENUE): an exam's rooms and check-in rule, its tickets
 * per room, seats changed by hand, and a room's tickets printed in one go.
 */
export default function TicketManagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [publicationId, setPublicationId] = useState<number>();
  const [roomFilter, setRoomFilter] = useState<number>();
  // null shows the stored plan.
  const [draft, setDraft] = useState<PlanDraft | null>(null);
  const [seating, setSeating] = useState<TicketRecord | null>(null);
  const [printing, setPrinting] = useState<PrintableTicket[] | null>(null);

  const publications = useQuery({ queryKey: ['publications', 'options'], queryFn: () => listPublicationOptions() });
  const rooms = useQuery({ queryKey: ['rooms', 'options'], queryFn: () => roomsApi.options() });
  const plan = useQuery({
    queryKey: ['tickets', 'plan', publicationId],
    queryFn: () => fetchPlan(publicationId!),
    enabled: publicationId !== undefined,
  });
  const tickets = useQuery({
    queryKey: ['tickets', 'list', publicationId, roomFilter],
    queryFn: () => fetchTickets(publicationId!, roomFilter),
    enabled: publicationId !== undefined,
  });
  const shown: PlanDraft = draft ?? {
    roomIds: plan.data?.roomIds ?? [],
    checkInRequired: plan.data?.checkInRequired === 1,
    checkInOpensMinutes: plan.data?.checkInOpensMinutes ?? CHECK_IN_OPENS_DEFAULT_MINUTES,
  };
  const { roomIds, checkInRequired, checkInOpensMinutes } = shown;
  const change = (fields: Partial<PlanDraft>) => setDraft({ ...shown, ...fields });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['tickets'] });
  const save = useMutation({
    mutationFn: () => savePlan({ publicationId: publicationId!, roomIds, checkInRequired: checkInRequired ? 1 : 0, checkInOpensMinutes }),
    onSuccess: () => {
      message.success(t('ticket.manage.saved'));
      setDraft(null);
      void refresh();
    },
  });
  const allocate = useMutation({
    mutationFn: () => allocateSeats(publicationId!),
    onSuccess: () => {
      message.success(t('ticket.manage.allocated'));
      void refresh();
    },
  });
  const print = useMutation({ mutationFn: () => fetchRoomTickets(publicationId!, roomFilter!), onSuccess: setPrinting });

  const roomOptions = (rooms.data ?? []).map((room) => ({
    value: room.roomId,
    label: `${room.venueName} · ${room.name} (${room.capacity})`,
  }));
  const planRoomOptions = roomOptions.filter((option) => plan.data?.roomIds.includes(option.value));

  return (
    <PageCard title={t('route.ticketManage')}>
      <div className="ticket-toolbar">
        <PublicationPicker
          options={publications.data ?? []}
          loading={publications.isLoading}
          value={publicationId}
          onChange={(id) => {
            setPublicationId(id);
            setRoomFilter(undefined);
            setDraft(null);
          }}
        />
      </div>
      {publicationId === undefined ? (
        <Empty description={t('ticket.manage.choosePublication')} />
      ) : (
        <>
          <div className="ticket-plan">
            <Select
              mode="multiple"
              className="ticket-rooms"
              aria-label={t('ticket.manage.rooms')}
              placeholder={t('ticket.manage.rooms')}
              value={roomIds}
              options={roomOptions}
              loading={rooms.isLoading}
              onChange={(ids: number[]) => change({ roomIds: ids })}
              optionFilterProp="label"
            />
            <Checkbox checked={checkInRequired} onChange={(event) => change({ checkInRequired: event.target.checked })}>
              {t('ticket.manage.checkInRequired')}
            </Checkbox>
            <InputNumber
              className="ticket-check-in-opens"
              aria-label={t('ticket.manage.checkInOpens')}
              addonBefore={t('ticket.manage.checkInOpens')}
              addonAfter={t('ticket.manage.minutesBefore')}
              min={0}
              max={CHECK_IN_OPENS_MAX_MINUTES}
              precision={0}
              value={checkInOpensMinutes}
              onChange={(value) => change({ checkInOpensMinutes: value ?? CHECK_IN_OPENS_DEFAULT_MINUTES })}
            />
            <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
              {t('ticket.manage.save')}
            </Button>
            <Popconfirm title={t('ticket.manage.confirmAllocate')} onConfirm={() => allocate.mutate()}>
              <Button icon={<ReloadOutlined />} loading={allocate.isPending} disabled={!plan.data || plan.data.roomIds.length === 0}>
                {t('ticket.manage.allocate')}
              </Button>
            </Popconfirm>
          </div>
          <div className="ticket-summary">{t('ticket.manage.roomsHint')}</div>
          {plan.data && (
            <div className="ticket-summary" data-testid="ticket-summary">
              {t('ticket.manage.summary', {
                candidates: plan.data.candidateCount,
                seats: plan.data.capacity,
                tickets: plan.data.ticketCount,
                checkedIn: plan.data.checkedInCount,
              })}
            </div>
          )}
          <div className="ticket-toolbar">
            <Select
              allowClear
              className="ticket-filter-select"
              aria-label={t('ticket.manage.room')}
              placeholder={t('ticket.manage.allRooms')}
              value={roomFilter}
              options={planRoomOptions}
              onChange={(value: number | undefined) => setRoomFilter(value)}
            />
            <Button
              icon={<PrinterOutlined />}
              disabled={roomFilter === undefined}
              loading={print.isPending}
              onClick={() => print.mutate()}
              title={t('ticket.manage.chooseRoomToPrint')}
            >
              {t('ticket.manage.printRoom')}
            </Button>
          </div>
          <Table<TicketRecord>
            rowKey="ticketId"
            size="middle"
            loading={tickets.isFetching}
            dataSource={tickets.data ?? []}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            scroll={{ x: 900 }}
            locale={{ emptyText: <Empty description={t('ticket.manage.noTickets')} /> }}
            columns={[
              { title: t('ticket.manage.room'), key: 'room', render: (_, row) => `${row.venueName} · ${row.roomName}` },
              { title: t('ticket.manage.seat'), dataIndex: 'seat', width: 80 },
              { title: t('ticket.manage.candidate'), key: 'candidate', render: (_, row) => `${row.name} (${row.username})` },
              { title: t('ticket.manage.organisation'), dataIndex: 'organisation', render: (value: string) => value || '—' },
              { title: t('ticket.manage.ticketNumber'), dataIndex: 'ticketNumber' },
              {
                title: t('ticket.manage.checkedIn'),
                dataIndex: 'checkedInAt',
                width: 150,
                render: (at: number | null) =>
                  at ? <Tag color="green">{dayjs(at).format('HH:mm')}</Tag> : <Tag>{t('ticket.manage.notCheckedIn')}</Tag>,
              },
              {
                title: '',
                key: 'actions',
                width: 120,
                render: (_, row) => (
                  <Space>
                    <Button type="link" onClick={() => setSeating(row)}>
                      {t('ticket.manage.changeSeat')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
      <SeatDialog ticket={seating} roomOptions={planRoomOptions} onClose={() => setSeating(null)} onSaved={() => void refresh()} />
      <RoomPrint tickets={printing} onDone={() => setPrinting(null)} />
    </PageCard>
  );
}

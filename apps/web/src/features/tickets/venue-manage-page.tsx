import { addRoomBody, addVenueBody, type RoomRecord, type VenueRecord } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { TextFilters } from '../../components/record-fields';
import { zodRule } from '../../lib/zod-rule';
import { roomsApi, venuesApi } from './api';

const v = addVenueBody.shape;
const r = addRoomBody.shape;
const VENUE_FILTERS = { name: '' };
const ROOM_FILTERS = { name: '', venueId: undefined as number | undefined };

/** /examPublishManage/venueManage (EXAM-VENUE): venues, and the rooms whose seats admission tickets allocate. */
export default function VenueManagePage() {
  const { t } = useTranslation();
  return (
    <Tabs
      className="ticket-tabs"
      items={[
        { key: 'venues', label: t('ticket.venues.venuesTab'), children: <VenuesTable /> },
        { key: 'rooms', label: t('ticket.venues.roomsTab'), children: <RoomsTable /> },
      ]}
    />
  );
}

function VenuesTable() {
  const { t } = useTranslation();
  return (
    <CrudPage<VenueRecord, typeof addVenueBody._output, typeof VENUE_FILTERS>
      title={t('route.venueManage')}
      resource="venues"
      rowKey="venueId"
      rowName={(row) => row.name}
      api={venuesApi}
      initialFilters={VENUE_FILTERS}
      newValues={{ address: '' }}
      renderFilters={(filters, setFilter, search) => (
        <TextFilters fields={[['name', 'ticket.venues.name']]} filters={filters} setFilter={setFilter} search={search} />
      )}
      columns={[
        { title: t('ticket.venues.name'), dataIndex: 'name', sorter: true },
        { title: t('ticket.venues.address'), dataIndex: 'address', ellipsis: true },
        { title: t('ticket.venues.rooms'), dataIndex: 'roomCount', width: 100 },
        { title: t('ticket.venues.capacity'), dataIndex: 'capacity', width: 100 },
        {
          title: t('ticket.venues.updatedAt'),
          dataIndex: 'updatedAt',
          sorter: true,
          width: 170,
          render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm'),
        },
      ]}
      renderForm={() => (
        <>
          <Form.Item name="name" label={t('ticket.venues.name')} rules={[zodRule(v.name, true)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="address" label={t('ticket.venues.address')} rules={[zodRule(v.address)]}>
            <Input maxLength={200} />
          </Form.Item>
        </>
      )}
    />
  );
}

function RoomsTable() {
  const { t } = useTranslation();
  const venues = useQuery({ queryKey: ['venues', 'options'], queryFn: () => venuesApi.options() });
  const venueOptions = (venues.data ?? []).map((venue) => ({ value: venue.venueId, label: venue.name }));
  return (
    <CrudPage<RoomRecord, typeof addRoomBody._output, typeof ROOM_FILTERS>
      title={t('ticket.venues.roomsTab')}
      resource="rooms"
      rowKey="roomId"
      rowName={(row) => `${row.venueName} ${row.name}`}
      api={roomsApi}
      initialFilters={ROOM_FILTERS}
      newValues={{ seatsPerRow: 10 }}
      renderFilters={(filters, setFilter, search) => (
        <>
          <Select
            allowClear
            className="ticket-filter-select"
            placeholder={t('ticket.venues.venue')}
            aria-label={t('ticket.venues.venue')}
            value={filters.venueId}
            options={venueOptions}
            onChange={(value: number | undefined) => setFilter('venueId', value)}
          />
          <TextFilters fields={[['name', 'ticket.venues.name']]} filters={filters} setFilter={setFilter} search={search} />
        </>
      )}
      columns={[
        { title: t('ticket.venues.venue'), dataIndex: 'venueName' },
        { title: t('ticket.venues.name'), dataIndex: 'name', sorter: true },
        { title: t('ticket.venues.capacity'), dataIndex: 'capacity', sorter: true, width: 110 },
        { title: t('ticket.venues.seatsPerRow'), dataIndex: 'seatsPerRow', width: 130 },
      ]}
      renderForm={() => (
        <>
          <Form.Item name="venueId" label={t('ticket.venues.venue')} rules={[zodRule(r.venueId, true)]}>
            <Select options={venueOptions} loading={venues.isLoading} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="name" label={t('ticket.venues.name')} rules={[zodRule(r.name, true)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="capacity" label={t('ticket.venues.capacity')} rules={[zodRule(r.capacity, true)]}>
            <InputNumber min={1} max={2000} />
          </Form.Item>
          <Form.Item
            name="seatsPerRow"
            label={t('ticket.venues.seatsPerRow')}
            extra={t('ticket.venues.seatsPerRowHint')}
            rules={[zodRule(r.seatsPerRow, true)]}
          >
            <InputNumber min={1} max={100} />
          </Form.Item>
        </>
      )}
    />
  );
}

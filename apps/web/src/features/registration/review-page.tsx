import { REGISTRATION_STATUS, REGISTRATION_STATUSES, type RegistrationList, type RegistrationRecord } from '@kaoshi/contracts';
import { App, Button, DatePicker, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilterBar, ListTable } from '../../components/list-screen';
import { OrgFilterSelects } from '../../components/org-select';
import { PageCard } from '../../components/page-card';
import { useListQuery } from '../../lib/list-query';
import { formatMinute } from '../../lib/time-format';
import { approveRegistrations, fetchRegistrations } from './api';
import { ReviewDrawer } from './review-drawer';
import { REVIEW_KEYS, useReviewRefresh } from './review-queries';
import { DuplicateTag } from './duplicate-marks';
import { STATUS_TONE } from './status-tone';
import './registration-console.css';
import { subjectLabel } from '../../lib/level-name';

const FILTERS = {
  schoolId: undefined as number | undefined,
  departmentId: undefined as number | undefined,
  subjectId: undefined as number | undefined,
  classId: undefined as number | undefined,
  status: undefined as number | undefined,
  submittedFrom: undefined as number | undefined,
  submittedTo: undefined as number | undefined,
};

/**
 * /registrationManage/review (REGISTRATION-REVIEW): the queue of applications, filtered by batch,
 * job type, status and submission time, with the count of each status; one application beside its
 * documents in a drawer; approve, refuse with a reason, or approve many at once.
 */
export default function ReviewPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useListQuery<RegistrationRecord, typeof FILTERS>(REVIEW_KEYS.registrations, fetchRegistrations, FILTERS);
  const [open, setOpen] = useState<RegistrationRecord | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const counts = (list.query.data as RegistrationList | undefined)?.counts;
  const refresh = useReviewRefresh();

  const filterByStatus = (status: number | undefined) => list.searchWith({ status });

  const batchApprove = () =>
    modal.confirm({
      title: t('registration.confirmBatchApprove', { count: selected.length }),
      onOk: async () => {
        await approveRegistrations(selected);
        message.success(t('registration.approved'));
        setSelected([]);
        refresh();
      },
    });

  const statusTag = (status: RegistrationRecord['status']) => <Tag color={STATUS_TONE[status]}>{t(`registration.status.${status}`)}</Tag>;
  const submitted = (at: number | null) => (at === null ? '—' : formatMinute(at));
  const viewButton = (row: RegistrationRecord) => (
    <Button type="link" onClick={() => setOpen(row)}>
      {t('registration.view')}
    </Button>
  );
  const candidate = (row: RegistrationRecord) => (
    <div className="registration-stack">
      <span>{row.name}</span>
      <Typography.Text type="secondary">{row.username}</Typography.Text>
    </div>
  );
  // At 1440 px every column shows, the review button included: the candidate's account goes under
  // the name and a long batch name wraps. Below 576 px one column holds the whole row, so a phone
  // sees the duplicate mark and the button without scrolling sideways.
  const wide = ['sm'] as const;
  const columns: ColumnsType<RegistrationRecord> = [
    {
      title: t('registration.candidate'),
      key: 'summary',
      responsive: ['xs'],
      render: (_, row) => (
        <div className="registration-stack">
          {candidate(row)}
          <span>{row.idNumber}</span>
          <span>{row.className}</span>
          <span>
            <DuplicateTag marks={row.duplicates} hideNone />
            {statusTag(row.status)}
          </span>
          <Typography.Text type="secondary">{submitted(row.submittedAt)}</Typography.Text>
          <span>{viewButton(row)}</span>
        </div>
      ),
    },
    { title: t('registration.candidate'), key: 'name', responsive: [...wide], render: (_, row) => candidate(row) },
    { title: t('registration.idNumber'), dataIndex: 'idNumber', responsive: [...wide] },
    {
      title: t('registration.batch'),
      dataIndex: 'className',
      responsive: [...wide],
      render: (name: string) => <div className="registration-wrap">{name}</div>,
    },
    {
      title: t('registration.jobType'),
      key: 'subject',
      responsive: [...wide],
      render: (_, row) => subjectLabel(t, { name: row.subjectName, level: row.subjectLevel }),
    },
    {
      title: t('registration.duplicates'),
      key: 'duplicates',
      responsive: [...wide],
      render: (_, row) => <DuplicateTag marks={row.duplicates} />,
    },
    { title: t('registration.statusLabel'), dataIndex: 'status', responsive: [...wide], render: statusTag },
    { title: t('registration.submittedAtColumn'), dataIndex: 'submittedAt', responsive: [...wide], render: submitted },
    { title: t('common.actions'), key: 'actions', responsive: [...wide], render: (_, row) => viewButton(row) },
  ];

  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] = [
    list.filters.submittedFrom === undefined ? null : dayjs(list.filters.submittedFrom),
    list.filters.submittedTo === undefined ? null : dayjs(list.filters.submittedTo),
  ];

  return (
    <PageCard
      title={t('route.registrationReview')}
      extra={
        <Button type="primary" disabled={selected.length === 0} onClick={batchApprove}>
          {t('registration.batchApprove', { count: selected.length })}
        </Button>
      }
    >
      <ListFilterBar list={list}>
        <Space wrap>
          <OrgFilterSelects to="class" filters={list.filters} setFilter={list.setFilter} />
          <Select
            allowClear
            placeholder={t('registration.statusLabel')}
            aria-label={t('registration.statusLabel')}
            style={{ width: 150 }}
            value={list.filters.status}
            onChange={(value) => list.setFilter('status', value)}
            options={REGISTRATION_STATUSES.map((status) => ({ value: status, label: t(`registration.status.${status}`) }))}
          />
          <DatePicker.RangePicker
            value={range}
            allowEmpty={[true, true]}
            aria-label={t('registration.submittedBetween')}
            placeholder={[t('registration.submittedBetween'), '']}
            onChange={(dates) => {
              list.setFilter('submittedFrom', dates?.[0]?.startOf('day').valueOf());
              list.setFilter('submittedTo', dates?.[1]?.endOf('day').valueOf());
            }}
          />
        </Space>
      </ListFilterBar>
      <div className="registration-counts" data-testid="registration-counts">
        <Tag.CheckableTag checked={list.filters.status === undefined} onChange={() => filterByStatus(undefined)}>
          {t('registration.all')}
        </Tag.CheckableTag>
        {REGISTRATION_STATUSES.map((status) => (
          <Tag.CheckableTag key={status} checked={list.filters.status === status} onChange={() => filterByStatus(status)}>
            {t('registration.count', { status: t(`registration.status.${status}`), count: counts?.[status] ?? 0 })}
          </Tag.CheckableTag>
        ))}
      </div>
      <ListTable
        list={list}
        rowKey="registrationId"
        columns={columns}
        selected={selected}
        onSelect={setSelected}
        tickBlocked={(row) => (row.status === REGISTRATION_STATUS.UNDER_REVIEW ? null : t(`registration.status.${row.status}`))}
      />
      <ReviewDrawer record={open} onClose={() => setOpen(null)} onChanged={refresh} />
    </PageCard>
  );
}

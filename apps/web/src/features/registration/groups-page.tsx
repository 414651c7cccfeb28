import { API, GROUP_STATUSES, PERMISSION, type RegistrationGroupRecord } from '@kaoshi/contracts';
import { App, Button, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/session';
import { ListFilterBar, ListTable } from '../../components/list-screen';
import { OrgFilterSelects } from '../../components/org-select';
import { PageCard } from '../../components/page-card';
import { downloadFile } from '../../lib/download';
import { useListQuery } from '../../lib/list-query';
import { formatMinute } from '../../lib/time-format';
import { fetchGroups } from './api';
import { GroupDrawer } from './group-drawer';
import { REVIEW_KEYS, useReviewRefresh } from './review-queries';
import { GroupForm } from './group-form';
import { GROUP_TONE } from './status-tone';
import './registration-console.css';
import { subjectLabel } from '../../lib/level-name';

const FILTERS = {
  schoolId: undefined as number | undefined,
  departmentId: undefined as number | undefined,
  subjectId: undefined as number | undefined,
  classId: undefined as number | undefined,
  status: undefined as number | undefined,
};

/**
 * /registrationManage/group: an organisation's contact (REGISTRATION-GROUP) sends lists of its
 * workers and sees their own groups; a group reviewer (REGISTRATION-GROUP-REVIEW) sees every group
 * and passes or fails each as a whole.
 */
export default function GroupsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user, permissions } = session.use();
  const holds = (key: string) => !!user?.roles.includes('SUPER_ADMIN') || permissions.includes(key);
  const list = useListQuery<RegistrationGroupRecord, typeof FILTERS>(REVIEW_KEYS.groups, fetchGroups, FILTERS);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const refresh = useReviewRefresh();

  const columns: ColumnsType<RegistrationGroupRecord> = [
    { title: t('registration.organisationName'), dataIndex: 'organisation' },
    { title: t('registration.batch'), dataIndex: 'className' },
    {
      title: t('registration.jobType'),
      key: 'subject',
      render: (_, row) => subjectLabel(t, { name: row.subjectName, level: row.subjectLevel }),
    },
    { title: t('registration.members'), dataIndex: 'memberCount' },
    {
      title: t('registration.statusLabel'),
      dataIndex: 'status',
      render: (status: RegistrationGroupRecord['status']) => (
        <Tag color={GROUP_TONE[status]}>{t(`registration.groupStatus.${status}`)}</Tag>
      ),
    },
    { title: t('registration.submittedBy'), dataIndex: 'submittedByName' },
    { title: t('registration.submittedAtColumn'), dataIndex: 'createdAt', render: (at: number) => formatMinute(at) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen(row.groupId)}>
          {t('registration.view')}
        </Button>
      ),
    },
  ];

  const extra = holds(PERMISSION.REGISTRATION_GROUP) && (
    <Space wrap>
      <Button onClick={() => void downloadFile(API.registrationGroupTemplate)}>{t('registration.template')}</Button>
      <Button type="primary" onClick={() => setAdding(true)}>
        {t('registration.newGroup')}
      </Button>
    </Space>
  );

  return (
    <PageCard title={t('route.registrationGroup')} extra={extra || undefined}>
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
            options={GROUP_STATUSES.map((status) => ({ value: status, label: t(`registration.groupStatus.${status}`) }))}
          />
        </Space>
      </ListFilterBar>
      <ListTable list={list} rowKey="groupId" columns={columns} />
      {adding && (
        <GroupForm
          onClose={() => setAdding(false)}
          onSent={() => {
            setAdding(false);
            message.success(t('registration.groupSent'));
            refresh();
          }}
        />
      )}
      {open !== null && (
        <GroupDrawer
          groupId={open}
          canReview={holds(PERMISSION.REGISTRATION_GROUP_REVIEW)}
          onClose={() => setOpen(null)}
          onChanged={refresh}
        />
      )}
    </PageCard>
  );
}

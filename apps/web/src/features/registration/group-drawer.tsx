import { GROUP_STATUS, type MemberActivation, type RegistrationGroupMember } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';
import { fetchGroup, reviewGroup } from './api';
import { ActivationModal } from './activation-modal';
import { DocumentView } from './document-view';
import { MemberStanding } from './member-standing';
import { ReasonModal } from './reason-modal';
import { REVIEW_KEYS } from './review-queries';
import { GROUP_TONE } from './status-tone';
import { subjectLabel } from '../../lib/level-name';

/** A group application with its members and covering document; a group reviewer passes or fails it as a whole. */
export function GroupDrawer({
  groupId,
  canReview,
  onClose,
  onChanged,
}: {
  groupId: number;
  canReview: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [failing, setFailing] = useState(false);
  const [activations, setActivations] = useState<MemberActivation[] | null>(null);
  const group = useQuery({ queryKey: [REVIEW_KEYS.group, groupId], queryFn: () => fetchGroup(groupId) });
  const data = group.data;
  const decided = (text: string) => {
    message.success(text);
    onChanged();
    onClose();
  };
  const pass = () =>
    modal.confirm({
      title: t('registration.passConfirm', { count: data?.memberCount ?? 0 }),
      onOk: async () => {
        const { activations: made } = await reviewGroup(groupId, GROUP_STATUS.PASSED);
        // New members' codes exist only in this answer: the drawer stays until the reviewer has them.
        if (made.length > 0) setActivations(made);
        else decided(t('registration.groupPassed'));
      },
    });
  const footer = canReview && data?.status === GROUP_STATUS.UNDER_REVIEW && (
    <Space>
      <Button danger onClick={() => setFailing(true)}>
        {t('registration.fail')}
      </Button>
      <Button type="primary" onClick={pass}>
        {t('registration.pass')}
      </Button>
    </Space>
  );
  return (
    <Drawer
      maskClosable={false}
      open
      width="min(1100px, 100vw)"
      title={data ? `${data.organisation} · ${data.className}` : t('registration.groups')}
      onClose={onClose}
      footer={footer || null}
      destroyOnHidden
    >
      {!data ? (
        <Spin />
      ) : (
        <>
          <div className="registration-review">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('registration.statusLabel')}>
                <Tag color={GROUP_TONE[data.status]}>{t(`registration.groupStatus.${data.status}`)}</Tag>
              </Descriptions.Item>
              {data.reason ? <Descriptions.Item label={t('registration.reasonLabel')}>{data.reason}</Descriptions.Item> : null}
              <Descriptions.Item label={t('registration.organisationName')}>{data.organisation}</Descriptions.Item>
              <Descriptions.Item label={t('registration.batch')}>{data.className}</Descriptions.Item>
              <Descriptions.Item label={t('registration.jobType')}>
                {subjectLabel(t, { name: data.subjectName, level: data.subjectLevel })}
              </Descriptions.Item>
              <Descriptions.Item label={t('registration.members')}>{data.memberCount}</Descriptions.Item>
              <Descriptions.Item label={t('registration.submittedBy')}>{data.submittedByName}</Descriptions.Item>
              <Descriptions.Item label={t('registration.submittedAtColumn')}>{formatMinute(data.createdAt)}</Descriptions.Item>
            </Descriptions>
            <DocumentView file={data.coverFile} label={t('registration.cover')} />
          </div>
          <Table<RegistrationGroupMember>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="rowNumber"
            dataSource={data.members}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            columns={[
              { title: t('registration.row'), dataIndex: 'rowNumber', width: 60 },
              { title: t('registration.name'), dataIndex: 'name' },
              {
                title: t('registration.genderLabel'),
                dataIndex: 'gender',
                render: (gender: 'M' | 'F') => t(`registration.gender.${gender}`),
              },
              { title: t('registration.idNumber'), dataIndex: 'idNumber' },
              { title: t('registration.phone'), dataIndex: 'phone' },
              {
                title: t('registration.educationLabel'),
                dataIndex: 'education',
                render: (education: string) => t(`registration.education.${education}`),
              },
              { title: t('registration.yearsInTrade'), dataIndex: 'yearsInTrade' },
              {
                title: t('registration.hasPhoto'),
                dataIndex: 'hasPhoto',
                render: (has: boolean) => (has ? t('common.yes') : t('common.no')),
              },
              {
                title: t('registration.joinStatusLabel'),
                key: 'joinStatus',
                render: (_, member: RegistrationGroupMember) => <MemberStanding member={member} />,
              },
            ]}
          />
        </>
      )}
      {activations && (
        <ActivationModal
          activations={activations}
          onClose={() => {
            setActivations(null);
            decided(t('registration.groupPassed'));
          }}
        />
      )}
      {failing && data && (
        <ReasonModal
          title={t('registration.failTitle', { name: data.organisation })}
          okText={t('registration.fail')}
          onClose={() => setFailing(false)}
          onSubmit={async (reason) => {
            await reviewGroup(groupId, GROUP_STATUS.FAILED, reason);
            decided(t('registration.groupFailed'));
          }}
        />
      )}
    </Drawer>
  );
}

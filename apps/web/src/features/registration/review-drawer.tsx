import { EVIDENCE_KINDS, REGISTRATION_STATUS, type RegistrationRecord } from '@kaoshi/contracts';
import { App, Button, Descriptions, Drawer, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';
import { approveRegistrations, refuseRegistration, withdrawRegistration } from './api';
import { DocumentView } from './document-view';
import { ReasonModal } from './reason-modal';
import { DuplicateList } from './duplicate-marks';
import { STATUS_TONE } from './status-tone';
import { subjectLabel } from '../../lib/level-name';

/** The decisions that ask for a reason: return for changes, refuse for good, withdraw an approval. */
type Asking = 'return' | 'refuse' | 'withdraw';

/** Each reason dialog's title, hint, button and the message once done. */
const ASKING_TEXT = {
  return: {
    title: 'registration.returnTitle',
    hint: 'registration.returnHint',
    ok: 'registration.returnForChanges',
    done: 'registration.returned',
  },
  refuse: { title: 'registration.refuseTitle', hint: 'registration.refuseHint', ok: 'registration.refuse', done: 'registration.refused' },
  withdraw: {
    title: 'registration.withdrawTitle',
    hint: 'registration.withdrawHint',
    ok: 'registration.withdraw',
    done: 'registration.withdrawn',
  },
} as const;

/** One application beside its documents, with the decisions its status allows. */
export function ReviewDrawer({
  record,
  onClose,
  onChanged,
}: {
  record: RegistrationRecord | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const decided = (text: string) => {
    message.success(text);
    onChanged();
    onClose();
  };
  const approve = async () => {
    setBusy(true);
    try {
      await approveRegistrations([record.registrationId]);
      decided(t('registration.approved'));
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };
  const underReview = record.status === REGISTRATION_STATUS.UNDER_REVIEW;
  const footer = (
    <Space>
      {underReview && (
        <Button danger onClick={() => setAsking('refuse')}>
          {t('registration.refuse')}
        </Button>
      )}
      {underReview && <Button onClick={() => setAsking('return')}>{t('registration.returnForChanges')}</Button>}
      {underReview && (
        <Button type="primary" loading={busy} onClick={() => void approve()}>
          {t('registration.approve')}
        </Button>
      )}
      {record.status === REGISTRATION_STATUS.PASSED && (
        <Button danger onClick={() => setAsking('withdraw')}>
          {t('registration.withdraw')}
        </Button>
      )}
    </Space>
  );
  return (
    <Drawer
      maskClosable={false}
      open
      width="min(1100px, 100vw)"
      title={`${record.name} · ${record.className}`}
      onClose={onClose}
      footer={footer}
      destroyOnHidden
    >
      <div className="registration-review">
        <Descriptions
          column={1}
          size="small"
          bordered
          title={t('registration.details')}
          // Labels stay on one line: the narrow label column broke Chinese ones mid-word (审核 / 状态).
          styles={{ label: { whiteSpace: 'nowrap' } }}
        >
          <Descriptions.Item label={t('registration.statusLabel')}>
            <Tag color={STATUS_TONE[record.status]}>{t(`registration.status.${record.status}`)}</Tag>
          </Descriptions.Item>
          {record.reason ? <Descriptions.Item label={t('registration.reasonLabel')}>{record.reason}</Descriptions.Item> : null}
          <Descriptions.Item label={t('registration.name')}>{record.name}</Descriptions.Item>
          <Descriptions.Item label={t('registration.genderLabel')}>{t(`registration.gender.${record.gender}`)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.idNumber')}>{record.idNumber}</Descriptions.Item>
          <Descriptions.Item label={t('registration.duplicates')}>
            <DuplicateList marks={record.duplicates} />
          </Descriptions.Item>
          <Descriptions.Item label={t('registration.phone')}>{record.phone}</Descriptions.Item>
          <Descriptions.Item label={t('registration.educationLabel')}>{t(`registration.education.${record.education}`)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.yearsInTrade')}>{record.yearsInTrade}</Descriptions.Item>
          <Descriptions.Item label={t('registration.organisationName')}>{record.organisation || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('registration.batch')}>{record.className}</Descriptions.Item>
          <Descriptions.Item label={t('registration.jobType')}>
            {subjectLabel(t, { name: record.subjectName, level: record.subjectLevel })}
          </Descriptions.Item>
          <Descriptions.Item label={t('registration.submittedAtColumn')}>
            {record.submittedAt === null ? '—' : formatMinute(record.submittedAt)}
          </Descriptions.Item>
        </Descriptions>
        <div className="registration-documents">
          <DocumentView file={record.files.photo} label={t('registration.file.photo')} />
          {EVIDENCE_KINDS.map((kind) => (
            <DocumentView key={kind} file={record.files[kind]} label={t(`registration.file.${kind}`)} />
          ))}
        </div>
      </div>
      {asking && (
        <ReasonModal
          title={t(ASKING_TEXT[asking].title, { name: record.name })}
          hint={t(ASKING_TEXT[asking].hint)}
          okText={t(ASKING_TEXT[asking].ok)}
          finalChoice={asking === 'withdraw' ? t('registration.withdrawFinal') : undefined}
          onClose={() => setAsking(null)}
          onSubmit={async (reason, final) => {
            if (asking === 'withdraw') await withdrawRegistration(record.registrationId, reason, final);
            else await refuseRegistration(record.registrationId, reason, asking === 'refuse');
            decided(t(ASKING_TEXT[asking].done));
          }}
        />
      )}
    </Drawer>
  );
}

import { extendPublicationBody, type PublicationRecord, withdrawPublicationBody } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { formatMinute } from '../../lib/time-format';
import { zodRule } from '../../lib/zod-rule';
import { closePublicationEarly, extendPublication, withdrawPublication } from './api';
import { DateTimePicker } from './date-time-picker';

interface ChangeDialogProps {
  record: PublicationRecord | null;
  onClose: () => void;
}

const HOUR_MS = 3_600_000;

function useSaved() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async () => {
    message.success(t('common.saved'));
    await queryClient.invalidateQueries({ queryKey: ['publications'] });
  };
}

function ReasonItem() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="reason"
      label={t('publication.reason')}
      extra={t('publication.reasonHint')}
      rules={[zodRule(withdrawPublicationBody.shape.reason, true)]}
    >
      <Input.TextArea rows={3} maxLength={500} showCount />
    </Form.Item>
  );
}

/**
 * A change that needs only a reason (kept in the log), after a warning of what it does. It cannot
 * be undone, so its button names the action in the danger colour rather than a plain "OK".
 */
function ReasonDialog({
  record,
  onClose,
  title,
  action,
  warning,
  send,
}: ChangeDialogProps & { title: string; action: string; warning: string; send: (id: number, reason: string) => Promise<unknown> }) {
  const saved = useSaved();
  return (
    <FormModal<{ reason: string }>
      open={record !== null}
      title={title}
      okText={action}
      danger
      onSubmit={async ({ reason }) => {
        await send(record!.publicationId, reason.trim());
        await saved();
      }}
      onClose={onClose}
    >
      {() => (
        <>
          <Alert type="warning" showIcon message={warning} style={{ marginBottom: 16 }} />
          <ReasonItem />
        </>
      )}
    </FormModal>
  );
}

/** Withdraws a publication nobody has started; the reason goes into its log. */
export function WithdrawDialog({ record, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      record={record}
      onClose={onClose}
      title={t('publication.withdrawTitle', { name: record?.name ?? '' })}
      action={t('publication.withdraw')}
      warning={t('publication.withdrawWarning')}
      send={withdrawPublication}
    />
  );
}

/** Moves the end of the window later (never earlier); the reason goes into the log. */
export function ExtendDialog({ record, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  const saved = useSaved();
  const initialValues = useMemo(() => (record ? { endsAt: record.endsAt + HOUR_MS, reason: '' } : undefined), [record]);
  return (
    <FormModal<{ endsAt: number; reason: string }>
      open={record !== null}
      title={t('publication.extendTitle', { name: record?.name ?? '' })}
      initialValues={initialValues}
      onSubmit={async ({ endsAt, reason }) => {
        await extendPublication(record!.publicationId, endsAt, reason.trim());
        await saved();
      }}
      onClose={onClose}
    >
      {() => (
        <>
          <Alert
            type="info"
            showIcon
            message={t('publication.currentEnd', { at: record ? formatMinute(record.endsAt) : '' })}
            style={{ marginBottom: 16 }}
          />
          <Form.Item
            name="endsAt"
            label={t('publication.newEnd')}
            rules={[
              zodRule(extendPublicationBody.shape.endsAt, true),
              {
                validator: async (_, endsAt?: number | null) => {
                  if (record && endsAt != null && endsAt <= record.endsAt) throw new Error(t('publication.newEndTooEarly'));
                },
              },
            ]}
          >
            <DateTimePicker aria-label={t('publication.newEnd')} />
          </Form.Item>
          <ReasonItem />
        </>
      )}
    </FormModal>
  );
}

/** Ends an open exam's window now, once nothing is left to happen in it; the reason goes into the log. */
export function CloseEarlyDialog({ record, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      record={record}
      onClose={onClose}
      title={t('publication.closeEarlyTitle', { name: record?.name ?? '' })}
      action={t('publication.closeEarly')}
      warning={t('publication.closeEarlyBody', { at: record ? formatMinute(record.endsAt) : '' })}
      send={closePublicationEarly}
    />
  );
}

import type { CertificateRecord } from '@kaoshi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revokeCertificate } from './api';

/** Revoking needs a reason (kept with the certificate and in the audit trail); it cannot be undone. */
export function RevokeDialog({ certificate, onClose }: { certificate: CertificateRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const revoke = useMutation({
    mutationFn: () => revokeCertificate(certificate.certificateId, reason.trim()),
    onSuccess: () => {
      void message.success(t('certificate.revokedDone', { number: certificate.number }));
      void client.invalidateQueries({ queryKey: ['certificates'] });
      onClose();
    },
  });
  const submit = () => {
    if (!reason.trim()) return setError(t('certificate.reasonRequired'));
    revoke.mutate();
  };
  return (
    <Modal
      maskClosable={false}
      open
      title={t('certificate.revokeTitle', { number: certificate.number })}
      okText={t('certificate.revoke')}
      okButtonProps={{ danger: true, loading: revoke.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('certificate.reason')}
          required
          validateStatus={error ? 'error' : undefined}
          help={error ?? t('certificate.reasonHint')}
        >
          <Input.TextArea
            aria-label={t('certificate.reason')}
            rows={3}
            maxLength={500}
            showCount
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

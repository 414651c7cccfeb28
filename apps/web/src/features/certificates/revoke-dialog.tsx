import { type CertificateRecord, REVOCATION_KINDS, type RevocationKind } from '@kaoshi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revokeCertificate } from './api';

/**
 * Revoking needs a reason (kept with the certificate and in the audit trail) and its kind, chosen
 * on purpose (no default): fraud bars the holder from the job type's certificate, a clerical error
 * does not. It cannot be undone.
 */
export function RevokeDialog({ certificate, onClose }: { certificate: CertificateRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [kind, setKind] = useState<RevocationKind>();
  const [kindError, setKindError] = useState<string>();
  const revoke = useMutation({
    mutationFn: (chosen: RevocationKind) => revokeCertificate(certificate.certificateId, reason.trim(), chosen),
    onSuccess: () => {
      void message.success(t('certificate.revokedDone', { number: certificate.number }));
      void client.invalidateQueries({ queryKey: ['certificates'] });
      onClose();
    },
  });
  const submit = () => {
    if (!kind) setKindError(t('certificate.kindRequired'));
    if (!reason.trim()) setError(t('certificate.reasonRequired'));
    if (kind && reason.trim()) revoke.mutate(kind);
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
          label={t('certificate.kindLabel')}
          required
          validateStatus={kindError ? 'error' : undefined}
          help={kindError ?? (kind ? t(`certificate.kindHint.${kind}`) : undefined)}
        >
          <Radio.Group
            aria-label={t('certificate.kindLabel')}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as RevocationKind);
              setKindError(undefined);
            }}
          >
            <Space direction="vertical">
              {REVOCATION_KINDS.map((each) => (
                <Radio key={each} value={each}>
                  {t(`certificate.kind.${each}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
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

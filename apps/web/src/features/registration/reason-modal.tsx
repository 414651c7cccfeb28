import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for the reason of a refusal, a withdrawal or a failed group; the action runs on OK and closes on success. */
export function ReasonModal({
  title,
  hint,
  okText,
  onSubmit,
  onClose,
}: {
  title: string;
  hint?: string;
  okText: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch {
      // The client has shown the server's message; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      maskClosable={false}
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('registration.reasonLabel')}
          rules={[{ required: true, whitespace: true, message: t('registration.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks for the reason of a return for changes, a refusal, a withdrawal or a failed group; the
 * action runs on OK and closes on success. With `finalChoice` it also asks whether the decision
 * is final (the candidate may not resubmit).
 */
export function ReasonModal({
  title,
  hint,
  okText,
  finalChoice,
  onSubmit,
  onClose,
}: {
  title: string;
  hint?: string;
  okText: string;
  finalChoice?: string;
  onSubmit: (reason: string, final: boolean) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string; final?: boolean }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { reason, final } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(reason.trim(), final === true);
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
        {finalChoice && (
          <Form.Item name="final" valuePropName="checked">
            <Checkbox>{finalChoice}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

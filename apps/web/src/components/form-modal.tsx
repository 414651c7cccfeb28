import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';

interface FormModalProps<T> {
  open: boolean;
  title: ReactNode;
  initialValues?: Partial<T>;
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  children: (form: FormInstance<T>) => ReactNode;
  width?: number;
}

/**
 * Create/edit in a dialog. Spec 9: a dialog does not close on an overlay click. The dialog
 * stays open (and the server's message shows) when saving is refused.
 */
export function FormModal<T extends object>({ open, title, initialValues, onSubmit, onClose, children, width = 560 }: FormModalProps<T>) {
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      form.resetFields();
      if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [open, initialValues, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // Refused by the server: its message is already on screen; keep the user's input.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={submit} confirmLoading={saving} maskClosable={false} destroyOnHidden width={width}>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        {children(form)}
      </Form>
    </Modal>
  );
}

import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../lib/http';
import { validatedValues } from '../lib/validated-values';

interface FormModalProps<T> {
  open: boolean;
  title: ReactNode;
  initialValues?: Partial<T>;
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  children: (form: FormInstance<T>) => ReactNode;
  width?: number;
  /** The confirming button's words when "OK" would not say what happens (an irreversible action). */
  okText?: ReactNode;
  /** The confirming button in the danger colour: what it does cannot be undone. */
  danger?: boolean;
}

/** Marks the fields the server refused (a taken code, a bad ID number) with its message beside each. */
export function showServerFieldErrors<T>(form: FormInstance<T>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  const entries = Object.entries(error.fields);
  if (entries.length === 0) return;
  form.setFields(entries.map(([path, message]) => ({ name: path.split('.') as never, errors: [message] })));
  form.scrollToField(entries[0]![0].split('.'));
}

/**
 * Create/edit in a dialog. A dialog does not close on an overlay click (docs/REQUIREMENTS.md §3). The dialog
 * stays open (and the server's message shows) when saving is refused; a field the server names
 * is marked beside it. A blocked submit (a field to fix) is the form at work, not an error.
 */
export function FormModal<T extends object>({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
  children,
  width = 560,
  okText,
  danger,
}: FormModalProps<T>) {
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);

  // The fields are set when the dialog opens, and again only if the starting values themselves
  // change. Pages pass their new-record values as a fresh object on every render, and a list
  // refetch re-renders the page: keyed on the object, that wiped what the user had typed.
  // Starting values are plain data (strings, numbers, epoch times), so their JSON is their identity.
  const startingValues = JSON.stringify(initialValues ?? null);
  useEffect(() => {
    if (open) {
      form.resetFields();
      const values = JSON.parse(startingValues) as Partial<T> | null;
      if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [open, startingValues, form]);

  const submit = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      // Refused by the server: its message is already on screen; keep the user's input.
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={submit}
      okText={okText}
      okButtonProps={danger ? { danger: true } : undefined}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
      width={width}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        {children(form)}
      </Form>
    </Modal>
  );
}

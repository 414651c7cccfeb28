import type { ImportRowError, RegistrationFileKind } from '@kaoshi/contracts';
import { Alert, Button, Form, Input, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgFormItems } from '../../components/org-select';
import { ApiError } from '../../lib/http';
import { addGroup, uploadRegistrationFile } from './api';

interface Values {
  classId: number;
  organisation: string;
  list?: File;
  photos?: File;
  cover?: File;
}

/** A file picker that keeps the chosen file in the form until it is sent (nothing uploads before OK). */
function PickFile({ value, onChange, accept }: { value?: File; onChange?: (file?: File) => void; accept: string }) {
  const { t } = useTranslation();
  return (
    <Upload
      accept={accept}
      maxCount={1}
      fileList={value ? [{ uid: '1', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <Button>{t('registration.chooseFile')}</Button>
    </Upload>
  );
}

/** The contact's new group: batch, organisation, the list, the photos zip and the covering document; a refused list shows every bad row. */
export function GroupForm({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [rowErrors, setRowErrors] = useState<{ message: string; errors: ImportRowError[] } | null>(null);
  const send = async () => {
    const values = await form.validateFields();
    setBusy(true);
    setRowErrors(null);
    try {
      const upload = async (kind: RegistrationFileKind, file: File | undefined, field: keyof Values) => {
        if (!file) return undefined;
        try {
          return (await uploadRegistrationFile(kind, file)).fileId;
        } catch (error) {
          if (error instanceof ApiError) form.setFields([{ name: field, errors: [error.fields.file ?? error.message] }]);
          throw error;
        }
      };
      const listFileId = (await upload('groupList', values.list, 'list'))!;
      const photosFileId = await upload('groupPhotos', values.photos, 'photos');
      const coverFileId = (await upload('groupCover', values.cover, 'cover'))!;
      const outcome = await addGroup({
        classId: values.classId,
        organisation: values.organisation,
        listFileId,
        coverFileId,
        ...(photosFileId ? { photosFileId } : {}),
      });
      if (outcome.ok) onSent();
      else setRowErrors({ message: outcome.message, errors: outcome.errors });
    } catch (error) {
      if (error instanceof ApiError && error.fields.classId) form.setFields([{ name: 'classId', errors: [error.fields.classId] }]);
    } finally {
      setBusy(false);
    }
  };
  const required = [{ required: true, message: t('registration.fieldRequired') }];
  return (
    <Modal
      open
      title={t('registration.newGroup')}
      okText={t('registration.send')}
      confirmLoading={busy}
      onOk={() => void send().catch(() => undefined)}
      onCancel={onClose}
      width={720}
      maskClosable={false}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <OrgFormItems to="class" />
        <Form.Item
          name="organisation"
          label={t('registration.organisationName')}
          rules={[...required, { whitespace: true, message: t('registration.fieldRequired') }]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="list" label={t('registration.listFile')} rules={required}>
          <PickFile accept=".xlsx" />
        </Form.Item>
        <Form.Item name="photos" label={t('registration.photosFile')}>
          <PickFile accept=".zip" />
        </Form.Item>
        <Form.Item name="cover" label={t('registration.coverFile')} rules={required}>
          <PickFile accept=".pdf,.jpg,.jpeg,.png" />
        </Form.Item>
      </Form>
      {rowErrors && (
        <div className="registration-row-errors" data-testid="group-row-errors">
          <Alert type="error" showIcon message={rowErrors.message} description={t('registration.rowErrors')} />
          <Table<ImportRowError>
            size="small"
            rowKey={(row) => `${row.row}-${row.field}`}
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={rowErrors.errors}
            columns={[
              { title: t('registration.row'), dataIndex: 'row', width: 70 },
              { title: t('registration.column'), dataIndex: 'field', width: 160 },
              { title: t('registration.problem'), dataIndex: 'message' },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}

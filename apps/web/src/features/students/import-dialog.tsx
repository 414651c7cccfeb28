import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { API, type ImportRowError } from '@kaoshi/contracts';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgSelect } from '../../components/org-select';
import { downloadFile } from '../../lib/download';
import { importStudents, type ImportOutcome } from './api';
import { ImportCredentials } from './import-credentials';

/** Import from Excel: every row is checked first; all rows go in, or none and each bad row is listed. */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [org, setOrg] = useState<{ schoolId?: number; departmentId?: number; subjectId?: number; classId?: number }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importStudents(file, org.classId);
      setOutcome(result);
      if (result.ok) onImported();
    } catch {
      // Shown by the client (not Excel at all, too large…).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('student.importTitle')}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={760}
      maskClosable={false}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('student.importHint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadFile(API.studentImportTemplate, {}, 'students-template.xlsx').catch(() => {})}
        >
          {t('student.template')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('student.importBatchHint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <OrgSelect level="school" value={org.schoolId} onChange={(schoolId) => setOrg({ schoolId })} />
        <OrgSelect
          level="department"
          parentId={org.schoolId}
          value={org.departmentId}
          onChange={(departmentId) => setOrg({ schoolId: org.schoolId, departmentId })}
        />
        <OrgSelect
          level="subject"
          parentId={org.departmentId}
          value={org.subjectId}
          onChange={(subjectId) => setOrg({ ...org, subjectId, classId: undefined })}
        />
        <OrgSelect level="class" parentId={org.subjectId} value={org.classId} onChange={(classId) => setOrg({ ...org, classId })} />
      </Space>
      <Upload.Dragger
        accept=".xlsx"
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => (void send(file), false)}
        data-testid="import-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{busy ? t('common.loading') : t('student.chooseFile')}</p>
      </Upload.Dragger>
      {outcome?.ok && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          message={t('student.imported', { created: outcome.result.created, unchanged: outcome.result.unchanged })}
        />
      )}
      {outcome?.ok && <ImportCredentials credentials={outcome.result.credentials} />}
      {outcome && !outcome.ok && (
        <>
          <Alert style={{ marginTop: 16 }} type="error" showIcon message={outcome.message} />
          <Table<ImportRowError>
            size="small"
            rowKey={(row) => `${row.row}-${row.field}-${row.message}`}
            dataSource={outcome.errors}
            pagination={{ pageSize: 10 }}
            columns={[
              { title: t('student.row'), dataIndex: 'row', width: 70 },
              { title: t('student.field'), dataIndex: 'field', width: 140 },
              { title: t('student.problem'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

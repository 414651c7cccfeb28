import { Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgSelect } from '../../components/org-select';

/** Picks the batch that the selected students move to. */
export function MoveDialog({ count, onMove, onClose }: { count: number; onMove: (classId: number) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [org, setOrg] = useState<{ schoolId?: number; departmentId?: number; subjectId?: number; classId?: number }>({});
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('student.moveTitle', { count })}
      maskClosable={false}
      okButtonProps={{ disabled: org.classId === undefined }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await onMove(org.classId!);
          onClose();
        } catch {
          // Shown by the client.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <OrgSelect level="school" value={org.schoolId} onChange={(schoolId) => setOrg({ schoolId })} style={{ width: '100%' }} />
        <OrgSelect
          level="department"
          parentId={org.schoolId}
          value={org.departmentId}
          onChange={(departmentId) => setOrg({ schoolId: org.schoolId, departmentId })}
          style={{ width: '100%' }}
        />
        <OrgSelect
          level="subject"
          parentId={org.departmentId}
          value={org.subjectId}
          onChange={(subjectId) => setOrg({ ...org, subjectId, classId: undefined })}
          style={{ width: '100%' }}
        />
        <OrgSelect
          level="class"
          parentId={org.subjectId}
          value={org.classId}
          onChange={(classId) => setOrg({ ...org, classId })}
          style={{ width: '100%' }}
        />
      </Space>
    </Modal>
  );
}

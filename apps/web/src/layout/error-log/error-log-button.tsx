import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, type ErrorLogEntry, errorLog } from './error-log-store';

/** The navbar's error-log badge; shown only once something was logged. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = errorLog.use();
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <>
      <Tooltip title={t('shell.errorLog')}>
        <Badge count={entries.length} size="small">
          <Button type="text" danger icon={<BugOutlined />} aria-label={t('shell.errorLog')} onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={t('shell.errorLog')}
        width={900}
        maskClosable={false}
        footer={[
          <Button key="clear" onClick={() => (clearErrorLog(), setOpen(false))}>
            {t('shell.clearLog')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>,
        ]}
      >
        <Table<ErrorLogEntry>
          rowKey={(entry) => `${entry.time}-${entry.err.message}`}
          dataSource={entries}
          pagination={false}
          scroll={{ x: 700, y: 420 }}
          columns={[
            { title: t('shell.errorMessage'), render: (_, entry) => entry.err.message },
            { title: t('shell.errorComponent'), dataIndex: 'vm', width: 140 },
            { title: t('shell.errorUrl'), dataIndex: 'url', ellipsis: true },
            { title: t('shell.errorInfo'), dataIndex: 'info', ellipsis: true },
          ]}
        />
      </Modal>
    </>
  );
}

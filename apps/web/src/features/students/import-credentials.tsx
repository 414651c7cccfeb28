import { DownloadOutlined } from '@ant-design/icons';
import type { ImportResult } from '@kaoshi/contracts';
import { Alert, Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';

type Credential = ImportResult['credentials'][number];

/** A spreadsheet reads a cell starting with = + - @ as a formula: such a cell is kept as text. */
const cell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

/** The list as a CSV file (with a BOM, so that spreadsheets read Chinese names right). */
function downloadCsv(rows: readonly Credential[], header: string[], fileName: string) {
  const lines = [header, ...rows.map((row) => [row.username, row.name, row.password, formatMinute(row.expiresAt)])];
  const blob = new Blob([`\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The new candidates' one-time codes, answered once by the import (the server keeps only their
 * hashes): listed, and offered as a file to print or hand over.
 */
export function ImportCredentials({ credentials }: { credentials: readonly Credential[] }) {
  const { t } = useTranslation();
  if (credentials.length === 0) return null;
  const header = [
    t('temporaryPassword.username'),
    t('temporaryPassword.name'),
    t('temporaryPassword.code'),
    t('temporaryPassword.validUntil'),
  ];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('temporaryPassword.listTitle')}
      </Typography.Title>
      <Alert type="warning" showIcon message={t('temporaryPassword.listIntro', { expires: formatMinute(credentials[0]!.expiresAt) })} />
      <Button
        icon={<DownloadOutlined />}
        style={{ margin: '12px 0' }}
        onClick={() => downloadCsv(credentials, header, t('temporaryPassword.fileName'))}
      >
        {t('temporaryPassword.download')}
      </Button>
      <Table<Credential>
        size="small"
        rowKey="username"
        dataSource={[...credentials]}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: header[0], dataIndex: 'username' },
          { title: header[1], dataIndex: 'name' },
          { title: header[2], dataIndex: 'password', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
        ]}
      />
    </>
  );
}

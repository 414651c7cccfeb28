import type { MemberActivation } from '@kaoshi/contracts';
import { Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';
import './registration-console.css';

/** A CSV of the codes, made in the browser: the server never sends them again. */
function download(activations: readonly MemberActivation[]) {
  const quote = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
  const lines = [['row', 'name', 'username', 'activationCode', 'expiresAt'].join(',')].concat(
    activations.map((each) =>
      [each.rowNumber, each.name, each.username, each.activationCode, formatMinute(each.expiresAt)].map(quote).join(','),
    ),
  );
  const url = URL.createObjectURL(new Blob(['\ufeff' + lines.join('\r\n')], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'activation-codes.csv' });
  link.click();
  URL.revokeObjectURL(url);
}

const codeOf = (code: string) => (
  <Typography.Text code copyable data-testid="activation-code">
    {code}
  </Typography.Text>
);

/** After passing a group: each new member's username and one-time activation code, shown once to hand over. */
export function ActivationModal({ activations, onClose }: { activations: MemberActivation[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      maskClosable={false}
      width="min(900px, 100vw)"
      title={t('registration.activationTitle')}
      onCancel={onClose}
      footer={[
        <Button key="download" onClick={() => download(activations)}>
          {t('registration.activationDownload')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t('registration.activationHint', { until: activations[0] ? formatMinute(activations[0].expiresAt) : '' })}
      </Typography.Paragraph>
      <Table
        rowKey="rowNumber"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content', y: 400 }}
        dataSource={activations}
        columns={[
          // Below 576 px one column holds a member (name, username, code), so the code is not
          // scrolled out of a phone's dialog.
          {
            title: t('registration.activationCode'),
            key: 'summary',
            responsive: ['xs'],
            render: (_, each) => (
              <div className="registration-stack">
                <span>
                  {each.name} <Typography.Text type="secondary">{`· ${t('registration.row')} ${each.rowNumber}`}</Typography.Text>
                </span>
                <Typography.Text type="secondary">{t('registration.activationUsername', { username: each.username })}</Typography.Text>
                {codeOf(each.activationCode)}
              </div>
            ),
          },
          { title: t('registration.row'), dataIndex: 'rowNumber', responsive: ['sm'] },
          { title: t('registration.name'), dataIndex: 'name', responsive: ['sm'] },
          { title: t('registration.username'), dataIndex: 'username', responsive: ['sm'] },
          { title: t('registration.activationCode'), dataIndex: 'activationCode', responsive: ['sm'], render: codeOf },
        ]}
      />
    </Modal>
  );
}

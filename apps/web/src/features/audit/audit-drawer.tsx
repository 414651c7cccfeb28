import { AUDIT_HIDDEN, type AuditRecord, type AuditTargetType } from '@kaoshi/contracts';
import { Descriptions, Drawer, Empty, Grid, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSecond } from '../../lib/time-format';
import { actionColour, actionLabel } from './action-label';
import { targetText } from './audit-columns';
import { fieldLabel, valueLabel } from './field-label';
import { type FieldChange, fieldChanges } from './field-value';

function FieldValue({ targetType, name, value }: { targetType: AuditTargetType | null; name: string; value: unknown }) {
  const { t } = useTranslation();
  if (value === AUDIT_HIDDEN) return <Tag>{t('audit.hidden')}</Tag>;
  return <span className="audit-value">{valueLabel(t, targetType, name, value)}</span>;
}

/** One record in full: who, when, from where, what; the key fields before and after; the call's detail. */
export function AuditDrawer({ record, onClose }: { record: AuditRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const changes = record ? fieldChanges(record.before, record.after) : [];
  const detail = Object.entries(record?.detail ?? {});
  return (
    <Drawer
      maskClosable
      open={record !== null}
      title={t('audit.drawerTitle')}
      onClose={onClose}
      width={screens.md ? 640 : '100%'}
      destroyOnHidden
    >
      {record && (
        <>
          <Descriptions column={1} size="small" bordered className="audit-facts" styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={t('audit.time')}>{formatSecond(record.at)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.user')}>
              {record.username || t('audit.notSignedIn')}
              {record.userId !== null && <Typography.Text type="secondary">{` #${record.userId}`}</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.action')}>
              {/* The recorded code stays at hand for support, on hover, not in the sentence. */}
              <Tag color={actionColour(record.action)} title={record.action}>
                {actionLabel(t, record.action)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.target')}>
              {record.targetLabel || '—'} <Typography.Text type="secondary">{targetText(t, record)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.address')}>{record.ip || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('audit.browser')}>
              <span className="audit-value">{record.userAgent || '—'}</span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} className="audit-section">
            {`${t('audit.before')} / ${t('audit.after')}`}
          </Typography.Title>
          {changes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.noFields')} />
          ) : (
            <Table<FieldChange>
              rowKey="name"
              size="small"
              pagination={false}
              dataSource={changes}
              columns={[
                {
                  title: t('audit.field'),
                  dataIndex: 'name',
                  render: (name: string) => (
                    <span className="audit-field" title={name}>
                      {fieldLabel(t, name)}
                    </span>
                  ),
                },
                {
                  title: t('audit.before'),
                  dataIndex: 'before',
                  render: (value, change) => <FieldValue targetType={record.targetType} name={change.name} value={value} />,
                },
                {
                  title: t('audit.after'),
                  dataIndex: 'after',
                  render: (value, change) => <FieldValue targetType={record.targetType} name={change.name} value={value} />,
                },
              ]}
            />
          )}
          {detail.length > 0 && (
            <>
              <Typography.Title level={5} className="audit-section">
                {t('audit.detail')}
              </Typography.Title>
              <Descriptions column={1} size="small" bordered>
                {detail.map(([name, value]) => (
                  <Descriptions.Item key={name} label={fieldLabel(t, name)}>
                    <FieldValue targetType={record.targetType} name={name} value={value} />
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}

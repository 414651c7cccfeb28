import * as Icons from '@ant-design/icons';
import { App, Card, Col, Row, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';

/** The icons the console uses, by name; a click copies the name for use in code. */
const ICON_NAMES = [
  'DashboardOutlined',
  'BankOutlined',
  'SettingOutlined',
  'DatabaseOutlined',
  'BarChartOutlined',
  'FormOutlined',
  'SendOutlined',
  'UserOutlined',
  'LockOutlined',
  'SafetyOutlined',
  'LogoutOutlined',
  'MenuFoldOutlined',
  'MenuUnfoldOutlined',
  'SearchOutlined',
  'TranslationOutlined',
  'FullscreenOutlined',
  'FullscreenExitOutlined',
  'ColumnHeightOutlined',
  'BugOutlined',
  'CloseOutlined',
  'PlusOutlined',
  'ToolOutlined',
  'SmileOutlined',
  'EditOutlined',
  'DeleteOutlined',
  'ReloadOutlined',
  'DownloadOutlined',
  'UploadOutlined',
  'FileExcelOutlined',
  'EyeOutlined',
  'TeamOutlined',
  'BookOutlined',
  'ClockCircleOutlined',
  'CheckCircleOutlined',
] as const;

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Without a secure context there is no clipboard API; a hidden textarea still works.
  const area = Object.assign(document.createElement('textarea'), { value: text });
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

export default function IconsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const registry = Icons as unknown as Record<string, ComponentType>;
  return (
    <PageCard title={t('shell.icons')}>
      <Typography.Paragraph type="secondary">{t('shell.iconsHint')}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {ICON_NAMES.map((name) => {
          const Icon = registry[name];
          if (!Icon) return null;
          return (
            <Col key={name} xs={12} sm={8} md={6} lg={4}>
              <Card
                hoverable
                size="small"
                role="button"
                tabIndex={0}
                aria-label={name}
                className="icon-card"
                onClick={() => copyText(name).then(() => message.success(t('shell.copied', { name })))}
                onKeyDown={(event) => event.key === 'Enter' && copyText(name).then(() => message.success(t('shell.copied', { name })))}
              >
                <div className="icon-glyph">
                  <Icon />
                </div>
                <div className="icon-name">{name}</div>
              </Card>
            </Col>
          );
        })}
      </Row>
    </PageCard>
  );
}

import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Screens of later releases show this until they are built. */
export function NotBuiltPage() {
  const { t } = useTranslation();
  return <Result icon={<ToolOutlined />} title={t('common.notBuilt')} subTitle={t('common.notBuiltHint')} />;
}

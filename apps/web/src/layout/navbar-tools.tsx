import { ColumnHeightOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSize, type ComponentSize, size, SIZES } from './settings/settings-state';

const SIZE_LABEL: Record<ComponentSize, string> = { small: 'shell.sizeSmall', middle: 'shell.sizeMiddle', large: 'shell.sizeLarge' };

export function SizeSwitcher() {
  const { t } = useTranslation();
  const current = size.use();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: SIZES.map((key) => ({ key, label: t(SIZE_LABEL[key]) })),
        onClick: ({ key }) => changeSize(key as ComponentSize),
      }}
    >
      <Tooltip title={t('shell.size')}>
        <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('shell.size')} />
      </Tooltip>
    </Dropdown>
  );
}

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = full ? t('shell.exitFullscreen') : t('shell.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen())}
      />
    </Tooltip>
  );
}

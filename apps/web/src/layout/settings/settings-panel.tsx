import { CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, ColorPicker, Drawer, Flex, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSetting, type Settings, settings, THEME_PRESETS } from './settings-state';

/** docs/REQUIREMENTS.md §3: the toggle button sits 120 px from the top by default. */
export const SETTINGS_BUTTON_OFFSET_PX = 120;
const PANEL_WIDTH_PX = 300;

interface SettingsPanelProps {
  /** docs/REQUIREMENTS.md §3: the panel closes on an outside click unless this flag disables that. */
  clickNotClose?: boolean;
}

export function SettingsPanel({ clickNotClose = false }: SettingsPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const current = settings.use();
  const [open, setOpen] = useState(false);

  const changeTheme = (color: string) => {
    if (color.toLowerCase() === current.themeColor.toLowerCase()) return;
    // docs/REQUIREMENTS.md §3: a theme change shows a loading message while the styles are rebuilt.
    void message.loading({ content: t('shell.themeChanging'), duration: 0.6, key: 'theme' });
    changeSetting('themeColor', color);
  };

  const toggle = (key: keyof Omit<Settings, 'themeColor'>, label: string) => (
    <Flex justify="space-between" align="center" className="settings-row">
      <label htmlFor={`setting-${key}`}>{label}</label>
      <Switch id={`setting-${key}`} checked={current[key]} onChange={(value) => changeSetting(key, value)} />
    </Flex>
  );

  return (
    <>
      <Button
        type="primary"
        shape="circle"
        size="large"
        className="settings-toggle"
        // Open, the button rides on the panel's outer edge so it never covers the options. Closed,
        // it sits under antd's dialogs and drawers (z-index 1000) so it never covers their buttons.
        style={{ top: SETTINGS_BUTTON_OFFSET_PX, right: open ? PANEL_WIDTH_PX : 0, zIndex: open ? 1001 : 999 }}
        aria-label={t('shell.settings')}
        aria-expanded={open}
        icon={open ? <CloseOutlined /> : <SettingOutlined />}
        onClick={() => setOpen(!open)}
      />
      <Drawer open={open} onClose={() => setOpen(false)} maskClosable={!clickNotClose} title={t('shell.settings')} width={PANEL_WIDTH_PX}>
        <Flex justify="space-between" align="center" className="settings-row">
          <span>{t('shell.themeColor')}</span>
          <ColorPicker
            value={current.themeColor}
            disabledAlpha
            presets={[{ label: t('shell.themeColor'), colors: THEME_PRESETS }]}
            onChangeComplete={(color) => changeTheme(color.toHexString())}
            aria-label={t('shell.themeColor')}
          />
        </Flex>
        {toggle('tagsView', t('shell.tagsView'))}
        {toggle('fixedHeader', t('shell.fixedHeader'))}
        {toggle('sidebarLogo', t('shell.sidebarLogo'))}
        {toggle('supportPinyinSearch', t('shell.pinyinSearch'))}
      </Drawer>
    </>
  );
}

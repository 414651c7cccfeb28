import { TranslationOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@kaoshi/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, setLanguage } from '../i18n';

export function LanguageSwitcher({ light = false }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGS.map((lang) => ({ key: lang, label: LANGUAGE_LABELS[lang] })),
        onClick: ({ key }) => void setLanguage(key as Lang),
      }}
    >
      <Button
        type="text"
        data-testid="language-switcher"
        icon={<TranslationOutlined />}
        aria-label={t('common.language')}
        style={light ? { color: '#fff' } : undefined}
      >
        {LANGUAGE_LABELS[i18n.language as Lang] ?? i18n.language}
      </Button>
    </Dropdown>
  );
}

import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session';
import { settings } from '../settings/settings-state';
import { findEntries, searchEntries } from './menu-search';

/**
 * Searches the allowed menu titles in the current language (in Chinese, with pinyin search
 * on, by full pinyin and initials too). Keyboard: the button opens it, arrows move, Enter goes.
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { routes } = session.use();
  const { supportPinyinSearch } = settings.use();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const select = useRef<{ focus: () => void }>(null);

  const entries = useMemo(() => searchEntries(routes, (key) => t(key)), [routes, t]);
  const matches = findEntries(entries, query, supportPinyinSearch && i18n.language === 'zh');

  if (!open) {
    return (
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('shell.search')}
        onClick={() => {
          setOpen(true);
          setTimeout(() => select.current?.focus(), 0);
        }}
      />
    );
  }
  return (
    <Select
      ref={select as never}
      className="header-search"
      showSearch
      autoFocus
      open={query.trim().length > 0}
      placeholder={t('shell.searchPlaceholder')}
      aria-label={t('shell.search')}
      filterOption={false}
      searchValue={query}
      onSearch={setQuery}
      notFoundContent={t('shell.noMatch')}
      options={matches.map((entry) => ({ value: entry.path, label: entry.trail.join(' > ') }))}
      onSelect={(path: string) => {
        navigate(path);
        setQuery('');
        setOpen(false);
      }}
      onBlur={() => {
        setQuery('');
        setOpen(false);
      }}
      style={{ width: 240 }}
    />
  );
}

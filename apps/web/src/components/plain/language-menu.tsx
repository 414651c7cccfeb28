import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import { LANGS, type Lang } from '@kaoshi/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, setLanguage } from '../../i18n';
import { Button } from './button';
import { Icon } from './icon';
import './plain.css';

/**
 * The language choice on the candidate's pages: a button that opens a menu (arrow keys move,
 * Enter or a click chooses, Escape or a click outside closes and returns focus to the button).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const current = LANGS.indexOf(i18n.language as Lang);

  useEffect(() => {
    if (!open) return;
    items.current[Math.max(0, current)]?.focus();
    const outside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, current]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (lang: Lang) => {
    close();
    void setLanguage(lang);
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = items.current.indexOf(document.activeElement as HTMLLIElement);
    const move = (to: number) => {
      event.preventDefault();
      items.current[(to + LANGS.length) % LANGS.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(LANGS.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
    else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) {
      event.preventDefault();
      choose(LANGS[at]!);
    }
  };

  return (
    <span className="kx-menu-anchor" ref={anchor}>
      <Button
        ref={button}
        variant="text"
        data-testid="language-switcher"
        icon={<Icon icon={TranslationOutlined} />}
        aria-label={t('common.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="kx-wide-only">{LANGUAGE_LABELS[i18n.language as Lang] ?? i18n.language}</span>
      </Button>
      {open && (
        <ul className="kx-menu" role="menu" id={menuId} aria-label={t('common.language')} onKeyDown={onMenuKey}>
          {LANGS.map((lang, index) => (
            <li
              key={lang}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              lang={lang}
              aria-current={lang === i18n.language ? 'true' : undefined}
              onClick={() => choose(lang)}
            >
              {LANGUAGE_LABELS[lang]}
              {lang === i18n.language && <Icon icon={CheckOutlined} />}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}

import { LANGS, type Lang } from '@kaoshi/contracts';
import type { Locale } from 'antd/es/locale';
// The ES-module build: the CommonJS one loses its default export under Vite.
import enUS from 'antd/es/locale/en_US';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { type Catalogue, en } from './locales/en';

export const LANGUAGE_COOKIE = 'language';

export const LANGUAGE_LABELS: Record<Lang, string> = { en: 'English', zh: '简体中文', es: 'Español', ja: '日本語' };

interface LanguagePack {
  catalogue: Catalogue;
  /** Ant Design's own strings (pagination, empty states, pickers). */
  antd: Locale;
}

/**
 * English is the fallback and ships with the app; another language loads when it is chosen, so
 * a page downloads one catalogue, not four (each holds every feature's text).
 */
const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<LanguagePack>> = {
  zh: () => Promise.all([import('./locales/zh'), import('antd/es/locale/zh_CN')]).then(([text, antd]) => ({ catalogue: text.zh, antd: antd.default })),
  es: () => Promise.all([import('./locales/es'), import('antd/es/locale/es_ES')]).then(([text, antd]) => ({ catalogue: text.es, antd: antd.default })),
  ja: () => Promise.all([import('./locales/ja'), import('antd/es/locale/ja_JP')]).then(([text, antd]) => ({ catalogue: text.ja, antd: antd.default })),
};
const antdLocales: Partial<Record<Lang, Locale>> = { en: enUS };

/** Spec 1: the stored choice, else the browser language, else English. */
export function detectLanguage(stored: string | undefined, browserLanguages: readonly string[]): Lang {
  const supported = (value: string | undefined): Lang | undefined => {
    const base = value?.toLowerCase().split('-')[0];
    return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : undefined;
  };
  if (supported(stored)) return supported(stored)!;
  for (const language of browserLanguages) {
    const match = supported(language);
    if (match) return match;
  }
  return 'en';
}

/** Puts a language's catalogue (and Ant Design's strings) in, once; English is always in. */
export async function loadLanguage(lang: Lang) {
  if (antdLocales[lang]) return;
  const pack = await LOADERS[lang as Exclude<Lang, 'en'>]();
  i18n.addResourceBundle(lang, 'translation', pack.catalogue);
  antdLocales[lang] = pack.antd;
}

const initialLanguage = detectLanguage(Cookies.get(LANGUAGE_COOKIE), typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: initialLanguage,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Settles once the starting language's catalogue is in (at once for English); main.tsx renders after it, so no English flashes first. */
export const initialLanguageLoaded: Promise<void> = loadLanguage(initialLanguage);

let requestedLanguage = initialLanguage;

/** Switches once the catalogue is in; of several quick choices the last one wins. */
export async function setLanguage(lang: Lang) {
  requestedLanguage = lang;
  await loadLanguage(lang);
  if (requestedLanguage !== lang) return;
  Cookies.set(LANGUAGE_COOKIE, lang, { expires: 365, sameSite: 'Lax' });
  await i18n.changeLanguage(lang);
}

export const currentLang = () => i18n.language as Lang;

/** Ant Design's strings for a language already loaded (English until then). */
export const antdLocaleFor = (lang: string): Locale => antdLocales[lang as Lang] ?? enUS;

export default i18n;

import { LANGS, type Lang } from '@kaoshi/contracts';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

export const CATALOGUES = { en, zh, es, ja } as const;
export const LANGUAGE_COOKIE = 'language';

export const LANGUAGE_LABELS: Record<Lang, string> = { en: 'English', zh: '简体中文', es: 'Español', ja: '日本語' };

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

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(CATALOGUES).map(([lang, catalogue]) => [lang, { translation: catalogue }])),
  lng: detectLanguage(Cookies.get(LANGUAGE_COOKIE), typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(lang: Lang) {
  Cookies.set(LANGUAGE_COOKIE, lang, { expires: 365, sameSite: 'Lax' });
  void i18n.changeLanguage(lang);
}

export const currentLang = () => i18n.language as Lang;

export default i18n;

import { LANGS, type Lang } from '@kaoshi/contracts';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { applyDateLocale, loadDateLocale } from './date-locale';

export const LANGUAGE_COOKIE = 'language';

export const LANGUAGE_LABELS: Record<Lang, string> = { en: 'English', zh: '简体中文', es: 'Español', ja: '日本語' };

/** One language's text: sections of strings (app/text/<lang>.ts gathers every area's). */
export type Catalogue = { [key: string]: string | Catalogue };
type Loaders = Record<Exclude<Lang, 'en'>, () => Promise<Catalogue>>;

/**
 * English is the fallback and ships with the app; another language loads when it is chosen, so
 * a page downloads one catalogue, not four (each holds every feature's text). The catalogues are
 * gathered by app/ (app/text), which sits above the features whose text they hold, and handed in
 * here once at start.
 */
let loaders: Loaders;
const loaded = new Set<Lang>(['en']);

/**
 * Puts the English catalogue in, says where the others load from, and loads the starting
 * language's (app/text/index.ts, once, before the first render). Settles once it is in.
 */
export function registerCatalogues(en: Catalogue, others: Loaders): Promise<void> {
  i18n.addResourceBundle('en', 'translation', en);
  loaders = others;
  return loadLanguage(initialLanguage);
}

/**
 * What else a language needs before the app switches to it (the console's Ant Design strings,
 * registered by its shell once the console has loaded).
 */
const preparers = new Set<(lang: Lang) => Promise<unknown>>();
export function prepareLanguagesWith(prepare: (lang: Lang) => Promise<unknown>) {
  preparers.add(prepare);
}

/** docs/REQUIREMENTS.md §1.1: the stored choice, else the browser language, else English. */
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

/** Puts a language's catalogue in, once (English is always in), and whatever else it needs. */
export async function loadLanguage(lang: Lang) {
  const catalogue = async () => {
    if (loaded.has(lang)) return;
    i18n.addResourceBundle(lang, 'translation', await loaders[lang as Exclude<Lang, 'en'>]());
    loaded.add(lang);
  };
  // Side by side: the switch waits for the slower download, not for both in turn.
  await Promise.all([catalogue(), loadDateLocale(lang), ...[...preparers].map((prepare) => prepare(lang))]);
  // The starting language is set before its date names arrive: they apply now.
  if (i18n.language === lang) applyDateLocale(lang);
}

// Dates (pickers, month and weekday names) follow the interface language wherever it changes.
i18n.on('languageChanged', (lang) => applyDateLocale(lang as Lang));

const initialLanguage = detectLanguage(
  Cookies.get(LANGUAGE_COOKIE),
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: {} } },
  lng: initialLanguage,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

let requestedLanguage = initialLanguage;

/**
 * Switches once the catalogue is in; of several quick choices the last one wins. The choice is
 * stored at once: a reload or a link followed before the catalogue arrives still opens in it.
 */
export async function setLanguage(lang: Lang) {
  requestedLanguage = lang;
  Cookies.set(LANGUAGE_COOKIE, lang, { expires: 365, sameSite: 'Lax' });
  await loadLanguage(lang);
  if (requestedLanguage !== lang) return;
  await i18n.changeLanguage(lang);
}

export const currentLang = () => i18n.language as Lang;

export default i18n;

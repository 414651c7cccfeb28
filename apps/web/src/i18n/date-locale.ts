import type { Lang } from '@kaoshi/contracts';
import dayjs from 'dayjs';

/** dayjs's name for each interface language: Ant Design's pickers take month and weekday names from it. */
export const DATE_LOCALES: Record<Lang, string> = { en: 'en', zh: 'zh-cn', es: 'es', ja: 'ja' };

/** The CommonJS builds on purpose: they register with the same dayjs the app imports (the esm ones bring their own copy). */
const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<unknown>> = {
  zh: () => import('dayjs/locale/zh-cn'),
  es: () => import('dayjs/locale/es'),
  ja: () => import('dayjs/locale/ja'),
};

/** Puts a language's month and weekday names into dayjs (English is built in). */
export async function loadDateLocale(lang: Lang): Promise<void> {
  if (lang !== 'en') await LOADERS[lang]();
}

/** Makes dayjs speak the language; a locale not loaded yet leaves dayjs as it was (dayjs ignores unknown names). */
export function applyDateLocale(lang: Lang): void {
  dayjs.locale(DATE_LOCALES[lang]);
}

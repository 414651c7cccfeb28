import type { Lang } from '@kaoshi/contracts';
import i18n, { currentLang, prepareLanguagesWith } from './index';

/**
 * Text that arrives with its pages instead of in every catalogue: the catalogues (English in the
 * entry, another language before the first render) are on the candidate's exam-day path and its
 * download budget (scripts/bundle-sizes.mjs), so pages off that path bring their own text. It
 * sits under its own top-level key, so a catalogue loaded later does not replace it, and once a
 * page has loaded it, a language switch waits for it too. Returns what the page's lazy import
 * awaits: English (the fallback) and the current language in.
 */
export function pageText<T extends object>(key: string, loaders: Record<Lang, () => Promise<T>>) {
  const loaded = new Set<Lang>();
  const load = async (lang: Lang) => {
    if (loaded.has(lang)) return;
    i18n.addResourceBundle(lang, 'translation', { [key]: await loaders[lang]() }, true, true);
    loaded.add(lang);
  };
  prepareLanguagesWith(load);
  return () => Promise.all([load('en'), load(currentLang())]).then(() => undefined);
}

import type { Lang } from '@kaoshi/contracts';
import i18n from 'i18next';

/**
 * The web tests render pages without their lazy route, which is what brings the text of pages off
 * the exam-day path (app/with-page-text.ts): this setup puts that text in up front, in all four
 * languages, under the section key each page's t() calls use.
 */
const SECTION_OF_FOLDER: Record<string, string> = {
  analysis: 'analysis',
  articles: 'article',
  assessments: 'assessment',
  audit: 'audit',
  certificates: 'certificate',
  dashboard: 'dashboard',
  live: 'live',
  notifications: 'notification',
  papers: 'paper',
  publications: 'publication',
  registration: 'registration',
  tickets: 'ticket',
};

const modules = import.meta.glob<Record<string, object>>(
  [
    '../features/*/text/{en,zh,es,ja}.ts',
    '../editor/text/{en,zh,es,ja}.ts',
    '../features/questions/written-text/{en,zh,es,ja}.ts',
    '../components/written/text/{en,zh,es,ja}.ts',
  ],
  { eager: true },
);

export const PAGE_TEXTS = { en: {}, zh: {}, es: {}, ja: {} } as Record<Lang, Record<string, object>>;
for (const [file, module] of Object.entries(modules)) {
  if (file.includes('/components/written/text/')) {
    const lang = /(\w+)\.ts$/.exec(file)![1]!;
    PAGE_TEXTS[lang as Lang].examWritten = module[lang]!;
    continue;
  }
  if (file.includes('/written-text/')) {
    const lang = /(\w+)\.ts$/.exec(file)![1]!;
    PAGE_TEXTS[lang as Lang].questionWritten = module[lang]!;
    continue;
  }
  const [, folder, lang] = /(?:features\/([^/]+)|editor)\/text\/(\w+)\.ts$/.exec(file)!;
  const section = folder === undefined ? 'editor' : SECTION_OF_FOLDER[folder];
  if (section) PAGE_TEXTS[lang as Lang][section] = module[lang!]!;
}
for (const [lang, sections] of Object.entries(PAGE_TEXTS)) i18n.addResourceBundle(lang, 'translation', sections, true, true);

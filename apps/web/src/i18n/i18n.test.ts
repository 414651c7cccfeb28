import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../app/text/catalogues';
import i18n, { detectLanguage, LANGUAGE_COOKIE, setLanguage } from './index';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  const english = leafKeys(CATALOGUES.en).sort();

  it.each(['zh', 'es', 'ja'] as const)('%s has exactly the English keys, none empty', (lang) => {
    const keys = leafKeys(CATALOGUES[lang]).sort();
    expect(keys).toEqual(english);
    for (const key of keys) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES[lang]);
      expect(String(text).trim(), `${lang}.${key}`).not.toBe('');
    }
  });

  it('keeps the same {{placeholders}} in every language', () => {
    for (const key of english) {
      const read = (lang: keyof typeof CATALOGUES) =>
        String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES[lang]));
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const lang of ['zh', 'es', 'ja'] as const) expect(placeholders(read(lang)), `${lang}.${key}`).toEqual(placeholders(read('en')));
    }
  });
});

describe('language choice (docs/REQUIREMENTS.md §1.1)', () => {
  it('prefers the stored choice', () => expect(detectLanguage('ja', ['zh-CN'])).toBe('ja'));
  it('falls back to the browser language', () => expect(detectLanguage(undefined, ['fr-FR', 'es-MX'])).toBe('es'));
  it('ignores an unsupported stored value', () => expect(detectLanguage('xx', ['zh-TW'])).toBe('zh'));
  it('ends with English', () => expect(detectLanguage(undefined, ['fr', 'de'])).toBe('en'));
});

describe('keys used in the code', () => {
  it("every route's title is in every catalogue: the menu and tabs show it before any page's own text loads", async () => {
    const { CONSOLE_ROUTES } = await import('@kaoshi/contracts');
    type Route = { title?: string; children?: Route[] };
    const titles = (routes: Route[]): string[] =>
      routes.flatMap((route) => [...(route.title ? [route.title] : []), ...titles(route.children ?? [])]);
    const lookUp = (catalogue: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
    const missing = Object.entries(CATALOGUES).flatMap(([lang, catalogue]) =>
      titles(CONSOLE_ROUTES)
        .filter((key) => typeof lookUp(catalogue, key) !== 'string')
        .map((key) => `${lang}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
  it('every literal t(…) key exists in the catalogue', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(__dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) files.push(full);
      }
    };
    walk(root);
    // Text that loads with its pages (app/with-page-text.ts, the sign-up page, the no-batch state),
    // outside the catalogue.
    const { PAGE_TEXTS } = await import('../test-support/page-texts');
    const { en: signupText } = await import('../features/auth/text/signup/en');
    const { en: noBatchText } = await import('../features/attempts/text/no-batch/en');
    const known = new Set([...leafKeys(CATALOGUES.en), ...leafKeys({ ...PAGE_TEXTS.en, signup: signupText, noBatch: noBatchText })]);
    const missing: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z]+\.[\w.]+)'/g)) {
        if (!known.has(match[1]!)) missing.push(`${match[1]} (${file.slice(root.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('setLanguage', () => {
  it('stores the choice before its catalogue has arrived, and switches once it has', async () => {
    const switching = setLanguage('es');
    // A page loaded now (the user followed a link at once) must open in the chosen language.
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('es');
    expect(i18n.language).not.toBe('es');
    await switching;
    expect(i18n.language).toBe('es');
    expect(i18n.t('common.language')).toBe(CATALOGUES.es.common.language);
  });

  it('of two quick choices keeps the last, stored and shown', async () => {
    await Promise.all([setLanguage('ja'), setLanguage('zh')]);
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('zh');
    expect(i18n.language).toBe('zh');
  });
});

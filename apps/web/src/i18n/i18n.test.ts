import { describe, expect, it } from 'vitest';
import { CATALOGUES, detectLanguage } from './index';

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

describe('language choice (spec 1)', () => {
  it('prefers the stored choice', () => expect(detectLanguage('ja', ['zh-CN'])).toBe('ja'));
  it('falls back to the browser language', () => expect(detectLanguage(undefined, ['fr-FR', 'es-MX'])).toBe('es'));
  it('ignores an unsupported stored value', () => expect(detectLanguage('xx', ['zh-TW'])).toBe('zh'));
  it('ends with English', () => expect(detectLanguage(undefined, ['fr', 'de'])).toBe('en'));
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The manual and deployment pages the avatar menu opens (apps/web/public/docs) exist in every
 * language of the console, English as `<page>.html` and the others as `<page>.<lang>.html`. A
 * translation that drops a section, or a page that still hands out the demo password, fails here.
 */
const DOCS = new URL('../apps/web/public/docs/', import.meta.url);
const LANGS = ['en', 'zh', 'es', 'ja'];
const PAGES = ['manual', 'deployment'];
const fileOf = (page, lang) => `${page}${lang === 'en' ? '' : `.${lang}`}.html`;
const read = (file) => fs.readFileSync(new URL(file, DOCS), 'utf8');

export const sectionCount = (html) => (html.match(/<h2[\s>]/g) ?? []).length;
export const htmlLang = (html) => /<html lang="([^"]+)"/.exec(html)?.[1];
export const navLinks = (html) => [...(/<nav>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('the static manual and deployment pages', () => {
  for (const page of PAGES) {
    const english = read(fileOf(page, 'en'));

    for (const lang of LANGS) {
      const file = fileOf(page, lang);
      it(`${file} exists, says its language and has the English page's sections`, () => {
        expect(fs.existsSync(new URL(file, DOCS))).toBe(true);
        const html = read(file);
        expect(htmlLang(html)).toBe(lang === 'zh' ? 'zh-CN' : lang);
        expect(sectionCount(html)).toBe(sectionCount(english));
      });

      it(`${file} links to its sibling in the same language and gives no known password`, () => {
        const html = read(file);
        const sibling = fileOf(
          PAGES.find((other) => other !== page),
          lang,
        );
        expect(navLinks(html)).toContain(sibling);
        expect(html).not.toContain('123456');
      });
    }
  }

  it('counts sections and reads the language and links as the checks above need', () => {
    const html = '<html lang="ja"><nav><a href="/">x</a><a href="manual.ja.html">y</a></nav><h2>a</h2><h2 id="b">b</h2><h3>c</h3>';
    expect(sectionCount(html)).toBe(2);
    expect(htmlLang(html)).toBe('ja');
    expect(navLinks(html)).toEqual(['/', 'manual.ja.html']);
  });
});

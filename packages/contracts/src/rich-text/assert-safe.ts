/// <reference lib="dom" />
/**
 * The check both sides' sanitiser tests run on sanitised HTML: parsed again as a browser
 * would, every element is whitelisted HTML, every attribute is allowed on its tag with a
 * value the whitelist accepts as it is, nothing holds an event handler, a javascript:,
 * vbscript: or data: URL, or a style with url() or expression(), and no comment is left.
 */
import type { RichTextWindow } from './sanitiser.js';
import { ALLOWED_TAGS, cleanAttribute, hasScriptUrl } from './whitelist.js';

const XHTML = 'http://www.w3.org/1999/xhtml';

/** The reasons `html` is not safe; empty when it is. */
export function findUnsafeHtml(html: string, window: RichTextWindow): string[] {
  if (!window.DOMParser) throw new Error('findUnsafeHtml needs a window with DOMParser');
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const problems: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const tag = element.localName;
    if (element.namespaceURI !== XHTML || !ALLOWED_TAGS.includes(tag)) problems.push(`<${tag}> (${element.namespaceURI}) is not allowed`);
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = `<${tag} ${name}="${value}">`;
      if (name.toLowerCase().startsWith('on')) problems.push(`${attribute}: event handler`);
      if (cleanAttribute(tag, name.toLowerCase(), value) !== value) problems.push(`${attribute}: not allowed on <${tag}> with this value`);
      if (hasScriptUrl(value)) problems.push(`${attribute}: javascript:, vbscript: or data: URL`);
      if (name.toLowerCase() === 'style' && /url\s*\(|expression\s*\(/i.test(value))
        problems.push(`${attribute}: url() or expression() in a style`);
    }
  }
  const comments = document.createTreeWalker(document.body, 0x80 /* NodeFilter.SHOW_COMMENT */);
  if (comments.nextNode()) problems.push('a comment is left');
  return problems;
}

/** Throws, listing every reason, when `html` is not safe. */
export function assertSafeHtml(html: string, window: RichTextWindow): void {
  const problems = findUnsafeHtml(html, window);
  if (problems.length > 0) throw new Error(`Unsafe HTML:\n  ${problems.join('\n  ')}\nin: ${html}`);
}

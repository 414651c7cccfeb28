import { createRichTextSanitiser, RICH_TEXT_MAX_LENGTH, type RichTextSanitiser } from '@kaoshi/contracts';
import { JSDOM } from 'jsdom';
import { badRequest } from './app-error.js';

/**
 * Rich text as saved from the editor, for every entity that stores it: sanitised against the
 * one whitelist the browser's editor uses too (packages/contracts/src/rich-text), here on
 * jsdom's window. One window serves every call (sanitising is synchronous); it is made on
 * first use, so a server that never saves rich text never loads it.
 */
let sanitiser: RichTextSanitiser | undefined;

export function sanitiseRichText(html: string): string {
  const tooLong = () => badRequest('richTextTooLong', { max: RICH_TEXT_MAX_LENGTH.toLocaleString('en') });
  if (html.length > RICH_TEXT_MAX_LENGTH) throw tooLong();
  sanitiser ??= createRichTextSanitiser(new JSDOM('').window);
  const clean = sanitiser.sanitise(html);
  // Escaping can lengthen text ("<" becomes "&lt;"); what is stored keeps to the limit too.
  if (clean.length > RICH_TEXT_MAX_LENGTH) throw tooLong();
  return clean;
}

/** Media rich text may consist of without any text (a scanned rule sheet, a video briefing). */
const VISIBLE_ELEMENT = /<(img|video|audio|iframe|table|hr)\b/i;

/** True when the sanitised HTML shows nothing: no text once tags and non-breaking spaces go, and no media. */
export function showsNothing(html: string): boolean {
  if (VISIBLE_ELEMENT.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}

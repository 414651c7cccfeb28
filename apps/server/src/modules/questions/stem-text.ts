import { createHash } from 'node:crypto';

/**
 * The plain text of saved (sanitised) rich text, for lists, the keyword filter and the
 * duplicate check; and the other way, plain text from a spreadsheet cell as rich text.
 * Regular expressions suffice: the input is the sanitiser's own serialisation.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tags where text from two sides must not run together ("<p>a</p><p>b</p>" reads "a b"). */
const BREAKING_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|hr|figure|img|video|audio)\b[^>]*>/gi;

/** Tags removed, entities decoded, white space collapsed, trimmed. */
export function stemTextOf(html: string): string {
  const text = html.replace(BREAKING_TAG, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const MEDIA = /<(?:img|video|audio|table)\b/i;

/** No visible content: no text and no image, video, audio or table (answerKeyProblem's isBlank). */
export const isBlankRichText = (html: string) => stemTextOf(html) === '' && !MEDIA.test(html);

/**
 * The duplicate key: SHA-256 of the stem text lower-cased without any white space. A stem with
 * no text (an image only) is keyed by its media addresses instead, so two different pictures
 * are not taken for the same question.
 */
export function stemKeyOf(html: string, stemText = stemTextOf(html)): string {
  const normalised = stemText.toLowerCase().replace(/\s+/g, '');
  const material = normalised !== '' ? normalised : `media:${[...html.matchAll(/\bsrc="([^"]*)"/g)].map((m) => m[1]).join('|')}`;
  return createHash('sha256').update(material).digest('hex');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A spreadsheet cell as rich text: a cell that starts with "<" is HTML (an export writes rich
 * text so; the caller sanitises it), anything else plain text, escaped, lines kept as line breaks.
 */
export function cellToRichText(cell: string): string {
  if (cell === '') return '';
  if (cell.startsWith('<')) return cell;
  return `<p>${cell
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join('<br>')}</p>`;
}

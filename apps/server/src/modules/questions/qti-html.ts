import { JSDOM } from 'jsdom';

/**
 * Between our rich text (HTML, sanitised) and QTI 2.1's XHTML subset (itemBody, prompt,
 * simpleChoice content). Both directions keep the elements the two have in common and drop
 * the rest: what comes in is sanitised afterwards all the same.
 */
export const QTI_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqti_v2p1';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
export const escapeXml = (text: string) =>
  text.replace(XML_INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Elements both sides know, under the same name. */
const SHARED = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'b',
  'i',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'img',
  'a',
  'span',
  'div',
]);
const VOID = new Set(['br', 'hr', 'img']);
const BLOCK = new Set(['p', 'div', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'hr', 'dl']);
/** XHTML in QTI that our rich text has no element for: its content stays. */
const UNWRAPPED_ON_IMPORT = new Set([
  'div',
  'span',
  'label',
  'cite',
  'q',
  'abbr',
  'acronym',
  'dfn',
  'kbd',
  'samp',
  'var',
  'address',
  'small',
  'big',
  'tt',
  'caption',
  'dl',
  'dt',
  'dd',
]);
/** Attributes kept, per element (everything else, style and class included, is dropped). */
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'alt', 'width', 'height'],
  a: ['href'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const LENGTH = /^\d{1,5}(?:\.\d{1,4})?%?$/;

/** What an image's address becomes on the way; null drops the image. */
export type ImageAddress = (src: string) => string | null;

function attributesOf(element: Element, name: string, image: ImageAddress, escape: (text: string) => string): string | null {
  let written = '';
  for (const attribute of ATTRIBUTES[name] ?? []) {
    let value = element.getAttribute(attribute);
    if (attribute === 'src' && value !== null) {
      value = image(value);
      if (value === null) return null;
    }
    if ((attribute === 'width' || attribute === 'height') && value !== null && !LENGTH.test(value)) value = null;
    if (attribute === 'alt' && value === null && name === 'img') value = '';
    if (value !== null) written += ` ${attribute}="${escape(value)}"`;
  }
  return written;
}

// ---- QTI → our rich text ----

export interface Piece {
  html: string;
  block: boolean;
}

/** Indentation of the XML source (white space with a line break or tab) reads as one space. */
const collapse = (text: string) => text.replace(/[ \t\n\r]*[\t\n\r][ \t\n\r]*/g, ' ');
const trimSpaces = (html: string) => html.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '');
const isSpace = (piece: Piece) => !piece.block && trimSpaces(piece.html) === '';

/** Content with blocks: spaces between blocks dropped, the edges trimmed. */
function flow(pieces: readonly Piece[]): string {
  const kept = pieces.some((piece) => piece.block) ? pieces.filter((piece) => !isSpace(piece)) : pieces;
  return trimSpaces(kept.map((piece) => piece.html).join(''));
}

/** Top-level content as blocks: each run of inline content becomes a paragraph. */
export function asBlocks(pieces: readonly Piece[]): string {
  let html = '';
  let inline = '';
  const closeParagraph = () => {
    if (trimSpaces(inline) !== '') html += `<p>${trimSpaces(inline)}</p>`;
    inline = '';
  };
  for (const piece of pieces) {
    if (piece.block) {
      closeParagraph();
      html += piece.html;
    } else inline += piece.html;
  }
  closeParagraph();
  return html;
}

/**
 * QTI content as pieces of our HTML. `replace` lets the caller put something else in place of
 * an element (the interaction, whose prompt becomes part of the stem).
 */
export function qtiPieces(node: Node, image: ImageAddress, replace?: (element: Element) => Piece[] | undefined, inPre = false): Piece[] {
  if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
    const text = inPre ? (node.nodeValue ?? '') : collapse(node.nodeValue ?? '');
    return text === '' ? [] : [{ html: escapeHtml(text), block: false }];
  }
  if (node.nodeType !== ELEMENT_NODE) return [];
  const element = node as Element;
  const replaced = replace?.(element);
  if (replaced) return replaced;
  const name = element.localName;
  const children = () => [...element.childNodes].flatMap((child) => qtiPieces(child, image, replace, inPre || name === 'pre'));
  if (UNWRAPPED_ON_IMPORT.has(name)) return children();
  if (!SHARED.has(name)) return [];
  const attributes = attributesOf(element, name, image, escapeHtml);
  if (attributes === null) return [];
  if (VOID.has(name)) return [{ html: `<${name}${attributes}>`, block: BLOCK.has(name) }];
  const inner =
    name === 'pre'
      ? children()
          .map((piece) => piece.html)
          .join('')
      : flow(children());
  if (name === 'p' && inner === '') return [];
  return [{ html: `<${name}${attributes}>${inner}</${name}>`, block: BLOCK.has(name) }];
}

/** A prompt (inline content) as a paragraph of the stem. */
export function promptPieces(prompt: Element | undefined, image: ImageAddress): Piece[] {
  if (!prompt) return [];
  const inner = flow([...prompt.childNodes].flatMap((child) => qtiPieces(child, image)));
  return inner === '' ? [] : [{ html: `<p>${inner}</p>`, block: true }];
}

// ---- our rich text → QTI ----

/** Our marks that QTI has no element for: kept as a span, so their text stays. */
const AS_SPAN = new Set(['u', 's', 'mark']);

let htmlWindow: JSDOM['window'] | undefined;

function xhtmlOf(node: Node, image: ImageAddress): string {
  if (node.nodeType === TEXT_NODE) return escapeXml(node.nodeValue ?? '');
  if (node.nodeType !== ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.localName;
  const name = AS_SPAN.has(tag) ? 'span' : tag;
  // Video, audio and charts have no QTI form here: left out with what they hold.
  if (!SHARED.has(name)) return '';
  const attributes = attributesOf(element, name, image, escapeXml);
  if (attributes === null) return '';
  if (VOID.has(name)) return `<${name}${attributes}/>`;
  return `<${name}${attributes}>${[...element.childNodes].map((child) => xhtmlOf(child, image)).join('')}</${name}>`;
}

/**
 * Rich text as QTI XHTML. With `asBlock`, inline content at the top is wrapped in a div, as
 * an itemBody holds blocks only (an import unwraps it again).
 */
export function richTextToQti(html: string, image: ImageAddress, asBlock = false): string {
  htmlWindow ??= new JSDOM('').window;
  const template = htmlWindow.document.createElement('template');
  template.innerHTML = html;
  let xml = '';
  let inline = '';
  for (const child of [...template.content.childNodes]) {
    const converted = xhtmlOf(child, image);
    const block = child.nodeType === ELEMENT_NODE && BLOCK.has((child as Element).localName);
    if (!asBlock || !block) {
      if (asBlock) inline += converted;
      else xml += converted;
      continue;
    }
    if (inline.trim() !== '') xml += `<div>${inline}</div>`;
    inline = '';
    xml += converted;
  }
  if (inline.trim() !== '') xml += `<div>${inline}</div>`;
  return xml;
}

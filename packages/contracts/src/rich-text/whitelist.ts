/**
 * The one whitelist of rich text (docs/REQUIREMENTS.md §11: "filtered against a whitelist of tags and
 * attributes"). The browser's editor and the server both sanitise against it, through
 * `createRichTextSanitiser` in sanitiser.ts; `assertSafeHtml` checks output against it. Every
 * check here is a pure function on strings, so it runs the same in the browser and in Node.
 */
import { isAllowedLinkUrl, isAllowedMediaUrl } from './url-policy.js';

/** Rich-text fields hold at most this many characters (docs/REQUIREMENTS.md §11). */
export const RICH_TEXT_MAX_LENGTH = 1_000_000;

/** What an attribute's value must be; `cleanAttribute` applies it. */
type ValueRule =
  | 'href' // a link: http(s), mailto, or relative; never an /api path but the editor's files (url-policy.ts)
  | 'src' // an embedded resource: the editor's files or https: (url-policy.ts)
  | 'text' // free text (title, alt)
  | 'style' // declarations from ALLOWED_STYLES only
  | 'class' // class names matching CLASS_PATTERN only
  | 'json' // JSON text (the chart node's data), re-serialised
  | 'flag' // a boolean attribute: present, empty (or its own name, or true)
  | RegExp; // the whole value must match

const INTEGER = /^\d{1,6}$/;
const DIMENSION = /^\d{1,5}(\.\d{1,4})?(px|%)?$/;
/** TipTap's column widths: one per spanned column, comma-separated. */
const COLUMN_WIDTHS = /^\d{1,5}(,\d{1,5}){0,19}$/;

const NUMBER = String.raw`-?(?:\d{1,6}(?:\.\d{1,4})?|\.\d{1,4})`;
const LENGTH = String.raw`${NUMBER}(?:px|pt|em|rem|%|ex|ch|vw|vh|cm|mm|in|pc)?`;
const COLOUR = String.raw`#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[-+\d.%\s,/]{1,60}\)|[a-z]{3,20}`;
const BORDER_STYLE = 'none|hidden|solid|dashed|dotted|double|groove|ridge|inset|outset';
const FONT_NAME = String.raw`"[\p{L}\p{N} _.-]{1,60}"|'[\p{L}\p{N} _.-]{1,60}'|[\p{L}\p{N}][\p{L}\p{N} _.-]{0,59}`;
const whole = (source: string) => new RegExp(`^(?:${source})$`, 'iu');

/**
 * Inline styles the editor writes: property → the pattern its value must match. Anything
 * else (url(), expression(), @import, behaviors, -moz-binding, positions…) is dropped.
 */
export const ALLOWED_STYLES: Readonly<Record<string, RegExp>> = {
  color: whole(COLOUR),
  'background-color': whole(COLOUR),
  'font-size': whole(`${LENGTH}|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger`),
  'font-family': whole(`(?:${FONT_NAME})(?:\\s*,\\s*(?:${FONT_NAME})){0,9}`),
  'font-weight': whole('normal|bold|bolder|lighter|[1-9]00'),
  'font-style': whole('normal|italic|oblique'),
  'text-decoration': whole('none|(?:underline|overline|line-through)(?:\\s+(?:underline|overline|line-through)){0,2}'),
  'text-align': whole('left|right|center|justify|start|end'),
  'text-indent': whole(LENGTH),
  'line-height': whole(`normal|${LENGTH}`),
  'margin-top': whole(`auto|${LENGTH}`),
  'margin-bottom': whole(`auto|${LENGTH}`),
  'padding-left': whole(LENGTH),
  'vertical-align': whole(`baseline|top|middle|bottom|sub|super|text-top|text-bottom|${LENGTH}`),
  width: whole(`auto|${LENGTH}`),
  // TipTap writes a table's and its columns' minimum widths.
  'min-width': whole(`auto|${LENGTH}`),
  height: whole(`auto|${LENGTH}`),
  border: whole(`(?:${LENGTH}|${BORDER_STYLE}|${COLOUR})(?:\\s+(?:${LENGTH}|${BORDER_STYLE}|${COLOUR})){0,2}`),
  'border-collapse': whole('collapse|separate'),
};

/** The editor's own class names (table styles, interlaced rows, chart, attachment). */
export const CLASS_PATTERN = /^kx-[a-z0-9-]+$/;

/** Schemes a link may use; anything else with a scheme (javascript:, data:, blob:, file:…) is refused. */
export const HREF_SCHEMES = ['http', 'https', 'mailto'] as const;
/** Schemes an embedded resource (image, video, audio) may use. */
export const SRC_SCHEMES = ['http', 'https'] as const;

/** Every allowed tag with its allowed attributes (and those of ANY_ELEMENT). */
const TEXT_BLOCK = { style: 'style' } as const;
export const ALLOWED_ELEMENTS: Readonly<Record<string, Readonly<Record<string, ValueRule>>>> = {
  p: TEXT_BLOCK,
  h1: TEXT_BLOCK,
  h2: TEXT_BLOCK,
  h3: TEXT_BLOCK,
  h4: TEXT_BLOCK,
  h5: TEXT_BLOCK,
  h6: TEXT_BLOCK,
  blockquote: TEXT_BLOCK,
  pre: TEXT_BLOCK,
  li: TEXT_BLOCK,
  ul: TEXT_BLOCK,
  ol: { style: 'style', start: INTEGER },
  strong: {},
  b: {},
  em: {},
  i: {},
  u: {},
  s: {},
  sub: {},
  sup: {},
  code: {},
  hr: {},
  br: {},
  span: TEXT_BLOCK,
  mark: { style: 'style', 'data-color': whole(COLOUR) },
  a: {
    href: 'href',
    target: /^_blank$/,
    rel: /^(?:noopener|noreferrer|nofollow|ugc)(?: (?:noopener|noreferrer|nofollow|ugc)){0,3}$/,
    title: 'text',
    download: 'text',
  },
  img: { src: 'src', alt: 'text', title: 'text', width: DIMENSION, height: DIMENSION, style: 'style' },
  table: TEXT_BLOCK,
  colgroup: {},
  col: { style: 'style', span: INTEGER },
  thead: {},
  tbody: {},
  tr: TEXT_BLOCK,
  th: { colspan: INTEGER, rowspan: INTEGER, colwidth: COLUMN_WIDTHS, 'data-colwidth': COLUMN_WIDTHS, style: 'style' },
  td: { colspan: INTEGER, rowspan: INTEGER, colwidth: COLUMN_WIDTHS, 'data-colwidth': COLUMN_WIDTHS, style: 'style' },
  // The chart node: its data is JSON text, never read as HTML.
  figure: { 'data-type': /^chart$/, 'data-chart-type': /^(?:bar|line|pie)$/, 'data-chart': 'json', style: 'style' },
  video: { src: 'src', controls: 'flag', width: DIMENSION, height: DIMENSION, preload: /^(?:none|metadata|auto)$/, style: 'style' },
  audio: { src: 'src', controls: 'flag', preload: /^(?:none|metadata|auto)$/, style: 'style' },
  source: { src: 'src', type: /^(?:video|audio)\/[a-z0-9.+-]{1,40}$/ },
};

/**
 * Allowed on every tag: the editor's class names, and an empty `is` (DOMPurify cannot remove
 * an `is` attribute, so it empties it; empty, it does nothing).
 */
const ANY_ELEMENT: Readonly<Record<string, ValueRule>> = { class: 'class', is: /^$/ };

export const ALLOWED_TAGS: readonly string[] = Object.keys(ALLOWED_ELEMENTS);
export const ALLOWED_ATTRIBUTES: readonly string[] = [
  ...new Set([...Object.keys(ANY_ELEMENT), ...Object.values(ALLOWED_ELEMENTS).flatMap(Object.keys)]),
];

/**
 * Removed together with their content (everything else not allowed is unwrapped: its text
 * stays). DOMPurify already does this for script, style, iframe, svg, math, template, noscript…
 */
export const DROPPED_WITH_CONTENT: readonly string[] = ['object', 'embed', 'applet', 'frameset', 'frame', 'select', 'textarea', 'button'];

/** Browsers ignore white space and control characters inside a URL's scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex
const compact = (value: string) => value.replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();

/**
 * True when a value, read as a URL anywhere, would run script or embed a document:
 * javascript:, vbscript:, or a data: URL. Every attribute of sanitised output is free of these.
 */
export function hasScriptUrl(value: string): boolean {
  return /(?:java|vb)script:|(?:^|[^a-z0-9.+-])data:/.test(compact(value));
}

/** An http(s) (or, for links, mailto) URL, or one relative to this site. */
export function isSafeUrl(value: string, schemes: readonly string[] = HREF_SCHEMES): boolean {
  const url = compact(value);
  // A scheme is what comes before the first ':' when no '/', '?' or '#' comes earlier.
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  if (scheme === undefined) return !url.includes(':') || /^[^:]*[/?#]/.test(url);
  return schemes.includes(scheme);
}

/** Splits a style attribute into declarations; a quoted ';' does not end one. */
function declarations(style: string): { property: string; value: string }[] {
  const found: { property: string; value: string }[] = [];
  for (const part of style.match(/(?:[^;"']|"[^"]*"|'[^']*')+/g) ?? []) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    found.push({ property: part.slice(0, colon).trim().toLowerCase(), value: part.slice(colon + 1).trim() });
  }
  return found;
}

/** Nothing a browser could read as code or a resource inside a style value. */
const UNSAFE_STYLE = /url\s*\(|expression|javascript|vbscript|behavior|binding|@import|image-set|[\\<>{}]|\/\*/i;

export function isUnsafeStyle(value: string): boolean {
  return UNSAFE_STYLE.test(value);
}

/**
 * The allowed declarations of a style attribute, written as TipTap writes them
 * (`property: value; property: value`), or null when none is allowed.
 */
export function cleanStyle(style: string): string | null {
  const kept = declarations(style).filter(({ property, value }) => !isUnsafeStyle(value) && ALLOWED_STYLES[property]?.test(value) === true);
  return kept.length === 0 ? null : kept.map(({ property, value }) => `${property}: ${value}`).join('; ');
}

/** The editor's kx-… class names among a class attribute's names, or null when there is none. */
export function cleanClass(value: string): string | null {
  const names = value.split(/\s+/).filter((name) => CLASS_PATTERN.test(name));
  return names.length === 0 ? null : names.join(' ');
}

/**
 * JSON text re-serialised so that no string inside it can read as markup or a URL scheme:
 * ':' '<' '>' in strings become \u escapes (JSON.parse gives the same values back).
 */
function cleanJson(value: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  const text = (item: unknown): string => {
    if (typeof item === 'string')
      return JSON.stringify(item).replace(/[:<>]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (Array.isArray(item)) return `[${item.map(text).join(',')}]`;
    if (item && typeof item === 'object')
      return `{${Object.entries(item)
        .map(([key, entry]) => `${text(key)}:${text(entry)}`)
        .join(',')}}`;
    return JSON.stringify(item) ?? 'null';
  };
  return text(parsed);
}

/**
 * The value to keep for an attribute of an element, or null to drop it: not allowed on this
 * tag, an unsafe URL, no allowed style declaration left, etc. Names are lower case.
 */
export function cleanAttribute(tag: string, name: string, value: string): string | null {
  const rule: ValueRule | undefined = ANY_ELEMENT[name] ?? ALLOWED_ELEMENTS[tag]?.[name];
  if (rule === undefined) return null;
  let cleaned: string | null;
  if (rule instanceof RegExp) cleaned = rule.test(value) ? value : null;
  else if (rule === 'href') cleaned = isSafeUrl(value, HREF_SCHEMES) && isAllowedLinkUrl(value) ? value : null;
  else if (rule === 'src') cleaned = isAllowedMediaUrl(value) ? value : null;
  else if (rule === 'style') cleaned = cleanStyle(value);
  else if (rule === 'class') cleaned = cleanClass(value);
  else if (rule === 'json') cleaned = cleanJson(value);
  else if (rule === 'flag') cleaned = ['', name, 'true'].includes(value.toLowerCase()) ? value : null;
  else cleaned = value;
  return cleaned === null || hasScriptUrl(cleaned) ? null : cleaned;
}

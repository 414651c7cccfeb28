/**
 * Rich text as saved from the editor. For now this removes what runs code: <script>, <iframe>,
 * <object>, <embed> and similar elements, on* event-handler attributes and javascript:
 * URLs; a '<' that does not open a well-formed tag is escaped so that no browser reads it as
 * one. Spec 5's full tag and attribute whitelist replaces the body of this one function
 * later; every caller goes through it.
 */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|noscript|template)\b[\s\S]*?<\/\1\s*>/gi;
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'base', 'meta', 'link', 'frame', 'frameset']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data']);
// Browsers separate attributes by white space or '/', and values may be quoted or bare.
const ATTRIBUTE = /[\s/]+([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)[\s/]*>|</g;

function unsafeUrl(value: string): boolean {
  // Browsers ignore control characters and white space inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const plain = value.replace(/^["']|["']$/g, '').replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  return /^(javascript|vbscript|data:text\/html)/.test(plain) || /^&#/.test(plain);
}

function keepAttributes(attributes: string): string {
  let kept = '';
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? '';
    if (name.startsWith('on')) continue;
    if (URL_ATTRIBUTES.has(name) && unsafeUrl(value)) continue;
    if (name === 'style' && /expression\s*\(|url\s*\(\s*["']?\s*javascript/i.test(value)) continue;
    kept += ` ${match[1]}${match[2] === undefined ? '' : `=${value}`}`;
  }
  return kept;
}

export function sanitiseRichText(html: string): string {
  return html.replace(DROPPED_WITH_CONTENT, '').replace(TOKEN, (whole, slash: string | undefined, name: string | undefined, attributes: string | undefined) => {
    if (whole === '<') return '&lt;';
    if (name === undefined) return ''; // a comment
    if (DROPPED_TAGS.has(name.toLowerCase())) return '';
    return slash ? `</${name}>` : `<${name}${keepAttributes(attributes ?? '')}>`;
  });
}

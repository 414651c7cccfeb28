/**
 * Where rich text and URL fields may point (docs/SECURITY.md, "Round 2"). A page on our own
 * site that shows `<img src="/api/…/logout">` makes the browser call that operation with the
 * session cookie, so embedded media come only from the editor's own files or from an explicit
 * https: address, and nothing a page shows (image, video, audio, link) reaches any other /api
 * path, however it is spelled: `..`, backslashes, percent-encoding, doubled slashes, case.
 * Pure string and WHATWG URL functions: the browser and the server run the same checks.
 */
import { API } from '../api/paths.js';

/** The editor's uploads as it writes them: its path, a SHA-256 name and an extension, nothing else. */
const EDITOR_FILE_URL = new RegExp(`^${API.editorFiles.replace(/[.-]/g, '\\$&')}/[0-9a-f]{64}\\.[a-z0-9]{1,10}$`);

/**
 * Relative addresses are resolved from the site's root: `..` cannot climb above it, so an
 * address that reaches /api from any page of ours reaches it from there too (`api/x` from a
 * page at the root, `../api/x` from one a level down).
 */
const SITE = 'https://site.invalid/';

/** Characters a browser drops or ignores inside a URL, which only a trick would write. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/;

/** True for exactly `/api/kaoshi-exam/editor/files/<sha256>.<ext>`. */
export function isEditorFileUrl(value: string): boolean {
  return EDITOR_FILE_URL.test(value);
}

/**
 * True when the address, resolved as the browser and then the server's router would read it,
 * lands on /api (any host: an absolute address of our own site is as dangerous as a relative
 * one). Decoding repeats until the path no longer changes, so `%2561pi` is caught as well.
 */
export function reachesApi(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return true;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  let path = url.pathname;
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = new URL(
        decodeURIComponent(path)
          .replace(/\\/g, '/')
          .replace(/\/{2,}/g, '/'),
        SITE,
      ).pathname;
    } catch {
      return true;
    }
    if (decoded === path) break;
    path = decoded;
  }
  path = path.toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/** An absolute https: address with a host, written plainly (no credentials, no hidden characters). */
function isPlainHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^/\\]/i.test(value) || INVISIBLE.test(value) || value.includes('\\')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * Where an image, video or audio may come from: the editor's own files, or (where the field
 * allows remote media) an https: address that is not one of our operations. No other relative
 * path, no protocol-relative `//host`, no http:, no other scheme.
 */
export function isAllowedMediaUrl(value: string, remote = true): boolean {
  if (isEditorFileUrl(value)) return true;
  return remote && isPlainHttpsUrl(value) && !reachesApi(value);
}

/**
 * Where a link may go: http(s) and mailto addresses and relative pages of the console, but
 * no /api path other than the editor's files (attachments). A click is a same-site request too.
 */
export function isAllowedLinkUrl(value: string): boolean {
  return isEditorFileUrl(value) || !reachesApi(value);
}

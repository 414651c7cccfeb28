/**
 * Addresses a stored page could use to make a browser call one of our operations with the
 * session cookie (docs/SECURITY.md, "Round 2"), for the tests of both sides: the URL policy's,
 * the server's (planted in every rich-text and URL field) and the browser's.
 */
const FILE = `/api/kaoshi-exam/editor/files/${'a1'.repeat(32)}.png`;

/**
 * Every spelling of "one of our operations" a page could be made to request with the session
 * cookie: relative, dot segments, backslashes, percent-encoding (once and twice), doubled
 * slashes, case, hidden characters, and absolute addresses of any host.
 */
export const OPERATION_URLS = [
  '/api/kaoshi-user/user/reSetPass/1',
  '/api/kaoshi-user/user/logout',
  'api/kaoshi-user/user/logout',
  '../api/kaoshi-user/user/logout',
  '../../../api/kaoshi-user/user/logout',
  '/kaoshi/../api/kaoshi-user/user/logout',
  '/kaoshi/%2e%2e/api/kaoshi-user/user/logout',
  '/x/.%2E/api/kaoshi-user/user/logout',
  '\\api\\kaoshi-user\\user\\logout',
  '/%61pi/kaoshi-user/user/logout',
  '/%2561pi/kaoshi-user/user/logout',
  '/API/kaoshi-user/user/logout',
  '/a\tpi/kaoshi-user/user/logout',
  ' /api/kaoshi-user/user/logout',
  `${FILE}/../../../../kaoshi-user/user/logout`,
  `${FILE}?x=/api/kaoshi-user/user/logout`,
  'https://exam.example.com/api/kaoshi-user/user/logout',
  'http://exam.example.com/api/kaoshi-user/user/reSetPass/1',
  'https://exam.example.com/kaoshi/../api/kaoshi-user/user/logout',
  'https://exam.example.com/%61pi/kaoshi-user/user/logout',
];

/** Addresses that are not operations but still no place to take media from. */
export const NOT_MEDIA = [
  // Another host named "api", as a browser reads them: not ours, but not https: either.
  '//api/kaoshi-user/user/logout',
  '/\\api/kaoshi-user/user/logout',
  '/kaoshi/logo.png',
  'logo.png',
  '//cdn.example.com/a.png',
  '\\\\cdn.example.com\\a.png',
  'http://cdn.example.com/a.png',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:x',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'https:/\\cdn.example.com/a.png',
  'https://user:pass@cdn.example.com/a.png',
  'https://cdn.example.com/a b.png',
  'ftp://a/b.png',
  '',
];

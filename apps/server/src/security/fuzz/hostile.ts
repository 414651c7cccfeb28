import fc from 'fast-check';

/**
 * The "outside the schema" half of the fuzz tests: values no form would send. None of them
 * contains what the leak check looks for (see leaks.ts), so a server that echoes one back in
 * a message is not mistaken for one that leaks.
 */

/** Strings a hostile client sends: injections, traversal, odd unicode, odd numbers as text. */
export const HOSTILE_STRINGS: readonly string[] = [
  // SQL injection
  "' OR '1'='1",
  '1 OR 1=1',
  '1; DROP TABLE users; --',
  "' UNION SELECT username, nick_name FROM users --",
  "admin'--",
  "1' AND SLEEP(5)--",
  "'; SELECT pg_sleep(5); --",
  '%',
  '_',
  '\\',
  // HTML and script injection
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  // Formula injection
  '=HYPERLINK("http://evil.example","x")',
  '+cmd|/C calc!A0',
  '@SUM(1+1)',
  '-2+3',
  // Paths and URLs
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  // Unicode: astral, right-to-left override, NUL, lone surrogate, combining marks, BOM, zero width
  '𝒳𝓎😀🏳️‍🌈',
  '\u202eexe.txt',
  'a\u0000b',
  '\ud800',
  'Z̴̡̛̖͈a̷l̵g̶o̸',
  '\ufeffBOM',
  '\u200b\u200c\u200d',
  '\r\n\t',
  // Numbers as text
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '1.5',
  '9'.repeat(400),
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** Numbers outside every bound: negative, huge, fractional, beyond exact integers. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2147483648,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
];

/** A JSON value nested deeper than any form: arrays of arrays. */
const deeplyNested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 0);

/** Values of the wrong kind for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  {},
  [],
  [null],
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  [[[[['x']]]]],
  deeplyNested(500),
  { id: 1, nested: { deeper: { deepest: [1, 2, 3] } } },
];

/** Past every text column's limit, yet (once quoted in JSON) inside Fastify's 1 MiB body limit. */
export const HUGE_STRING_BYTES = 900 * 1024;
export const hugeString = (unit: string) => unit.repeat(Math.ceil(HUGE_STRING_BYTES / Buffer.byteLength(unit)));
/** Fastify's body limit (app.ts) and one byte more. */
export const BODY_LIMIT = 1024 * 1024;

/** Any one hostile value for a JSON field. */
export const hostileValue: fc.Arbitrary<unknown> = fc
  .oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
    { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
    { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 3 },
    { arbitrary: fc.constantFrom('A', '😀', '<b>x</b>').map((unit) => ({ huge: unit })), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  )
  .map((value) => (value && typeof value === 'object' && 'huge' in value ? hugeString((value as { huge: string }).huge) : value));

/** Any one hostile value for a query string or path segment (text only). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constant('9'.repeat(1024 * 1024 + 1)), weight: 1 },
);

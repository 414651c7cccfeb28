import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../types.js';
import { BODY_LIMIT, hostileText, hostileValue } from './hostile.js';
import { arbitraryFor, type DeriveOptions, topLevelKeys } from './zod-arbitrary.js';

/**
 * Requests for one API operation, from its route-table entry: inside its schemas (derived
 * values, sent as JSON or as a form), one part outside them (a field missing, of the wrong
 * kind, hostile text, an unknown field, a whole body of the wrong kind), or broken at the
 * transport (malformed JSON, a wrong content type, a body over the limit).
 */
export interface Operation {
  method: string;
  url: string;
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

/** Every operation that declares a schema for its body, query or path (the WebSocket aside). */
export function fuzzableOperations(routeTable: readonly RouteEntry[]): Operation[] {
  return routeTable
    .filter((route) => !route.websocket && (route.schema.body || route.schema.querystring || route.schema.params))
    .map((route) => ({
      method: route.method,
      url: route.url,
      body: route.schema.body,
      query: route.schema.querystring,
      params: route.schema.params,
    }));
}

export const operationName = (operation: Pick<Operation, 'method' | 'url'>) => `${operation.method} ${operation.url}`;

export interface FuzzRequest {
  /** What kind of case this is, for the failure message. */
  kind: string;
  inject: InjectOptions;
  /** How fast-check prints it in a counterexample. */
  [fc.toStringMethod]: () => string;
}

type Values = Record<string, unknown>;

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

/** A request in a line or two (a counterexample may carry a megabyte). */
export function describeRequest(kind: string, inject: InjectOptions): string {
  const payload =
    inject.payload === undefined ? '' : Buffer.isBuffer(inject.payload) ? `<${inject.payload.length} bytes>` : clip(String(inject.payload));
  const type = (inject.headers as Record<string, string> | undefined)?.['content-type'];
  return `[${kind}] ${String(inject.method)} ${clip(String(inject.url), 200)}${type ? ` (${type})` : ''} ${payload}`;
}

/** Text as a query string or form sends it: lists as repeated fields, null as blank. */
export function encodeFields(values: Values): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(name, item === null ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

const fillPath = (url: string, params: Values, raw = false) =>
  url.replace(/:(\w+)/g, (_match, name: string) => {
    const text = params[name] === undefined ? '' : String(params[name]);
    return raw ? text : encodeSegment(text);
  });

/** Percent-encoding of the text's UTF-8 (a lone surrogate, which encodeURIComponent refuses, becomes U+FFFD). */
const encodeSegment = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Path segments sent as they are: broken percent-encoding, dot segments, an encoded slash or NUL. */
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%zz', '%00', '%2F', '..', '.', ';', '1;2', '1%20', '+1'];

const objectArb = (schema: unknown, options: DeriveOptions) =>
  schema ? (arbitraryFor(schema, options) as fc.Arbitrary<Values>) : fc.constant<Values>({});

/** One field changed: left out, given a hostile value, or an unknown field added. */
function mutateFields(schema: unknown, value: fc.Arbitrary<unknown>): (base: Values) => fc.Arbitrary<{ values: Values; what: string }> {
  const known = topLevelKeys(schema);
  return (base) => {
    const names = [...new Set([...known, ...Object.keys(base)])];
    const field = names.length > 0 ? fc.constantFrom(...names) : fc.constant('x');
    return fc.oneof(
      field.map((name) => {
        const { [name]: _dropped, ...rest } = base;
        return { values: rest, what: `${name} missing` };
      }),
      fc.tuple(field, value).map(([name, hostile]) => ({ values: { ...base, [name]: hostile }, what: `${name} hostile` })),
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'isSuperAdmin', 'id', 'zz_unknown'), value)
        .map(([name, hostile]) => ({
          values: JSON.parse(JSON.stringify({ ...base })) as Values,
          extra: [name, hostile] as const,
        }))
        .map(({ values, extra }) => {
          // Defined as an own property, so '__proto__' reaches the wire as a key rather than a prototype.
          Object.defineProperty(values, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
          return { values, what: `unknown field ${extra[0]}` };
        }),
    );
  };
}

/** Bodies that are not what the route reads at all. */
const BROKEN_BODIES: readonly { kind: string; payload: string | Buffer; contentType?: string }[] = [
  { kind: 'truncated JSON', payload: '{"name": "x", "code": ' },
  { kind: 'JSON with a trailing comma', payload: '{"a": 1,}' },
  { kind: 'not JSON', payload: 'name=x&code=y' },
  { kind: 'JSON with a prototype key', payload: '{"__proto__": {"isSuperAdmin": true}, "constructor": {"prototype": {"x": 1}}}' },
  { kind: 'deeply nested JSON', payload: `${'['.repeat(20000)}${']'.repeat(20000)}` },
  { kind: 'NUL bytes', payload: Buffer.from([0, 0, 0, 123, 125]) },
  { kind: 'empty JSON body', payload: '' },
  { kind: 'JSON null', payload: 'null' },
  { kind: 'JSON array', payload: '[1, 2, 3]' },
  { kind: 'JSON string', payload: '"just text"' },
  { kind: 'text/plain', payload: '{"a": 1}', contentType: 'text/plain' },
  {
    kind: 'XML',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    contentType: 'application/xml',
  },
  { kind: 'multipart without a boundary', payload: '--x\r\n\r\n', contentType: 'multipart/form-data' },
  {
    kind: 'multipart cut short',
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
    contentType: 'multipart/form-data; boundary=b',
  },
  { kind: 'UTF-16 JSON', payload: Buffer.from('{"a": 1}', 'utf16le'), contentType: 'application/json; charset=utf-16' },
  { kind: 'octet stream', payload: Buffer.from([0xff, 0xfe, 0x00, 0x01]), contentType: 'application/octet-stream' },
  { kind: 'form with a huge field', payload: `a=${'x'.repeat(BODY_LIMIT + 1)}`, contentType: 'application/x-www-form-urlencoded' },
  { kind: 'JSON over the body limit', payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT + 1) }) },
];

/** Every kind of request the fuzz tests send to `operation`. */
export function requestArbitrary(operation: Operation, options: DeriveOptions): fc.Arbitrary<FuzzRequest> {
  const { method, url } = operation;
  const params = objectArb(operation.params, options);
  const query = objectArb(operation.query, options);
  const body = objectArb(operation.body, options);

  type Parts = { params: Values; query: Values; body?: InjectOptions['payload']; contentType?: string; rawPath?: boolean };
  const build = (kind: string, parts: Parts): FuzzRequest => {
    const search = encodeFields(parts.query);
    const inject: InjectOptions = {
      method: method as InjectOptions['method'],
      url: `${fillPath(url, parts.params, parts.rawPath)}${search ? `?${search}` : ''}`,
    };
    if (parts.body !== undefined) inject.payload = parts.body;
    if (parts.contentType) inject.headers = { 'content-type': parts.contentType };
    return { kind, inject, [fc.toStringMethod]: () => describeRequest(kind, inject) };
  };
  const jsonBody = (values: Values) => (operation.body ? { body: JSON.stringify(values), contentType: 'application/json' } : {});

  const valid = fc.record({ params, query, body, asForm: fc.boolean() }).map((parts) =>
    build(parts.asForm && operation.body ? 'valid (form)' : 'valid', {
      params: parts.params,
      query: parts.query,
      ...(parts.asForm && operation.body
        ? { body: encodeFields(parts.body), contentType: 'application/x-www-form-urlencoded' }
        : jsonBody(parts.body)),
    }),
  );

  const cases: fc.Arbitrary<FuzzRequest>[] = [valid];
  if (operation.params) {
    cases.push(
      fc
        .record({ params, query, body })
        .chain((parts) =>
          mutateFields(
            operation.params,
            hostileText,
          )(parts.params).map(({ values, what }) =>
            build(`path: ${what}`, { params: values, query: parts.query, ...jsonBody(parts.body) }),
          ),
        ),
      fc.record({ segment: fc.constantFrom(...RAW_SEGMENTS), query, body }).map((parts) => {
        const params = Object.fromEntries(topLevelKeys(operation.params).map((name) => [name, parts.segment]));
        return build(`path: raw ${parts.segment}`, { params, query: parts.query, rawPath: true, ...jsonBody(parts.body) });
      }),
    );
  }
  if (operation.query) {
    cases.push(
      fc
        .record({ params, query, body })
        .chain((parts) =>
          mutateFields(
            operation.query,
            fc.oneof(hostileText, fc.array(hostileText, { minLength: 2, maxLength: 3 })),
          )(parts.query).map(({ values, what }) =>
            build(`query: ${what}`, { params: parts.params, query: values, ...jsonBody(parts.body) }),
          ),
        ),
    );
  }
  if (operation.body) {
    cases.push(
      fc
        .record({ params, query, body })
        .chain((parts) =>
          mutateFields(
            operation.body,
            hostileValue,
          )(parts.body).map(({ values, what }) =>
            build(`body: ${what}`, { params: parts.params, query: parts.query, ...jsonBody(values) }),
          ),
        ),
      fc.record({ params, query, whole: hostileValue }).map((parts) =>
        build('body: not an object', {
          params: parts.params,
          query: parts.query,
          body: JSON.stringify(parts.whole) ?? 'null',
          contentType: 'application/json',
        }),
      ),
      fc.record({ params, query, broken: fc.constantFrom(...BROKEN_BODIES) }).map((parts) =>
        build(`transport: ${parts.broken.kind}`, {
          params: parts.params,
          query: parts.query,
          body: parts.broken.payload,
          contentType: parts.broken.contentType ?? 'application/json',
        }),
      ),
    );
  }
  return fc.oneof(...cases);
}

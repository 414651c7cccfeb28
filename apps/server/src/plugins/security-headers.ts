import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The console's Content-Security-Policy (docs/decisions/0009-content-security-policy.md).
 * Scripts only from this origin, never inline or eval'd: an injected <script> or on… attribute
 * does not run even if HTML got past the rich-text sanitiser.
 * Styles allow 'unsafe-inline': Ant Design's CSS-in-JS writes <style> elements at run time,
 * and stored rich text carries style="" attributes (text-align, colour: the whitelist in
 * contracts/rich-text). A nonce would cover only the elements, never the attributes, so it
 * would add a per-response HTML rewrite and still need 'unsafe-inline' for style-src-attr.
 * Images: this origin (editor files), data: and blob: (files before upload); the editor's
 * catcher copies remote images here. Media may also come from any http(s) address: the editor
 * inserts video and audio "from an address", and a media element never runs script.
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
];

/** A Host header fit to go into a header value: a name or an address, and a port. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * connect-src: this origin, and its WebSocket scheme for the live channel. CSP Level 3 lets
 * 'self' match ws:/wss: of the same host, but older Safari does not, so the socket's address
 * is named too (taken from Host only when it is a plain host[:port]).
 */
function connectSources(request: FastifyRequest): string {
  const host = request.host;
  if (!SAFE_HOST.test(host)) return "connect-src 'self'";
  const socketScheme = request.protocol === 'https' ? 'wss' : 'ws';
  return `connect-src 'self' ${socketScheme}://${host}`;
}

export function contentSecurityPolicy(request: FastifyRequest): string {
  return [...PAGE_POLICY, connectSources(request)].join('; ');
}

/** Browser features the product never uses (no camera proctoring), off for it and anything it embeds; fullscreen stays. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Security headers on every response: the API's JSON, the console's HTML and assets, /api/docs
 * and downloads. A route that sets its own Content-Security-Policy keeps it (served uploads are
 * sandboxed: markUploadedFile in lib/download.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const { hstsMaxAgeSeconds } = app.config;
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy(request));
    reply.header('x-content-type-options', 'nosniff');
    // Older browsers that ignore frame-ancestors: the console is never framed (clickjacking).
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Another window (a link target, a popup) gets no handle on ours.
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Only over https (directly, or X-Forwarded-Proto from a trusted proxy): over plain http a
    // browser ignores it, and a wrongly sent one could lock a site without TLS out.
    if (hstsMaxAgeSeconds > 0 && request.protocol === 'https') reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}`);
  });
}

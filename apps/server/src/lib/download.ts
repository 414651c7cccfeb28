import type { FastifyReply } from 'fastify';

/**
 * A Content-Disposition that makes the browser save the response under `filename`: an ASCII
 * fallback for old clients and the exact name in RFC 5987 / RFC 6266 form (`filename*`).
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * For a file someone uploaded: even opened on its own in a tab, it never runs as a page of this
 * origin (a sandbox without scripts, nothing loaded) and is never sniffed into another type.
 */
export const UPLOADED_FILE_POLICY = "sandbox; default-src 'none'";

export function markUploadedFile(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', UPLOADED_FILE_POLICY).header('x-content-type-options', 'nosniff');
}

import type { FastifyReply } from 'fastify';

/** `filename` as RFC 6266 / RFC 5987 parameters: an ASCII fallback for old clients and the exact name (`filename*`). */
function filenameParameters(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A Content-Disposition that makes the browser save the response under `filename`. */
export function attachmentDisposition(filename: string): string {
  return `attachment; ${filenameParameters(filename)}`;
}

/** A Content-Disposition that shows the response in the browser, under `filename` if it is saved from there. */
export function inlineDisposition(filename: string): string {
  return `inline; ${filenameParameters(filename)}`;
}

/**
 * For a file someone uploaded: even opened on its own in a tab, it never runs as a page of this
 * origin (a sandbox without scripts, nothing loaded) and is never sniffed into another type.
 */
export const UPLOADED_FILE_POLICY = "sandbox; default-src 'none'";

export function markUploadedFile(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', UPLOADED_FILE_POLICY).header('x-content-type-options', 'nosniff');
}

/**
 * For an uploaded PDF (its first bytes checked to be `%PDF-` when it was stored), opened in the
 * browser's own viewer. Chrome and Safari show nothing for a PDF whose document is sandboxed, so
 * this policy has no `sandbox`; what it still guarantees: nosniff with application/pdf means the
 * bytes are shown as a PDF or not at all, never run as a page of this origin; the PDF's own
 * scripts run inside the viewer, which has no access to this origin; the page may load nothing
 * but the viewer itself (`object-src 'self'`, inline styles for the viewer's frame) and may not be
 * framed by another page.
 */
export const UPLOADED_PDF_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function markUploadedPdf(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', UPLOADED_PDF_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('content-type', 'application/pdf');
}

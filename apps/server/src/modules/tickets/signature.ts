import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TICKET_QR_PREFIX } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { serverSecret } from '../../lib/server-secrets.js';

/**
 * Ticket numbers and the signature in their QR codes. A number is `KX<publication>-` and ten
 * random characters (50 bits, Crockford's alphabet: no I, L, O or U to misread when typed), so
 * one cannot be guessed from another. The QR code adds an HMAC-SHA256 of the number under a key
 * kept in the database (server_secrets), so every instance signs and checks alike and a QR code
 * made elsewhere is refused.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SECRET_NAME = 'ticketSigningKey';

export function newTicketNumber(publicationId: number): string {
  const bytes = randomBytes(10);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % 32];
  return `KX${publicationId}-${random}`;
}

/** What a person types: case and separators as they come; stored numbers are upper case. */
export const normaliseTicketNumber = (typed: string) => typed.trim().toUpperCase().replace(/\s+/g, '');

/** The signing key: made once by whichever instance asks first, then read by all. */
export const ticketSigningKey = (db: Kysely<Database>): Promise<Buffer> => serverSecret(db, SECRET_NAME);

const signatureOf = (key: Buffer, ticketNumber: string) =>
  createHmac('sha256', key).update(`ticket:${ticketNumber}`).digest('base64url').slice(0, 22);

/** The QR code's text for a ticket. */
export const signedTicketText = (key: Buffer, ticketNumber: string) =>
  `${TICKET_QR_PREFIX}${ticketNumber}.${signatureOf(key, ticketNumber)}`;

export type ReadCode = { kind: 'typed'; ticketNumber: string } | { kind: 'signed'; ticketNumber: string; valid: boolean };

/** A scanned QR text (signature checked) or a ticket number typed by hand. */
export function readTicketCode(key: Buffer, code: string): ReadCode {
  const text = code.trim();
  if (!text.toUpperCase().startsWith(TICKET_QR_PREFIX.toUpperCase())) return { kind: 'typed', ticketNumber: normaliseTicketNumber(text) };
  const rest = text.slice(TICKET_QR_PREFIX.length);
  const dot = rest.lastIndexOf('.');
  const ticketNumber = dot < 0 ? rest : rest.slice(0, dot);
  const given = Buffer.from(dot < 0 ? '' : rest.slice(dot + 1));
  const expected = Buffer.from(signatureOf(key, ticketNumber));
  return { kind: 'signed', ticketNumber, valid: given.length === expected.length && timingSafeEqual(given, expected) };
}

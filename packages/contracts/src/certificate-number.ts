/**
 * Certificate numbers (docs/CERTIFICATES.md): `<JOB TYPE CODE>-<YEAR>-<SEQUENCE>-<RANDOM><CHECK>`,
 * e.g. `WELD-2026-000042-7KQ2MX9RH`. The code (1–10 letters or digits) and year say what and when,
 * the six-digit sequence counts the job type's certificates of that year, the eight random
 * characters make a number impossible to guess from its neighbours, and the last character is
 * the ISO 7064 MOD 37,36 check character over everything before it (hyphens left out), which
 * catches every single typo and every swap of two neighbours.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const M = 36;

export const CERTIFICATE_RANDOM_LENGTH = 8;
export const CERTIFICATE_NUMBER_MAX_LENGTH = 40;
/** Shape only; the check character is tested apart so the two mistakes get their own message. */
export const CERTIFICATE_NUMBER_PATTERN = /^[A-Z0-9]{1,10}-\d{4}-\d{6,9}-[A-Z0-9]{9}$/;

/** ISO 7064 MOD 37,36 (hybrid system): the character that makes `text` + it check. */
export function mod3736CheckChar(text: string): string {
  let p = M;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`Not alphanumeric: ${char}`);
    let s = (p + value) % M;
    if (s === 0) s = M;
    p = (s * 2) % (M + 1);
  }
  return ALPHABET[(M + 1 - p) % M]!;
}

/** The job type's code as it appears in a number: upper case, letters and digits only, at most 10. */
export function certificateCodePart(subjectCode: string): string {
  const part = subjectCode
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
  return part || 'JT';
}

export function buildCertificateNumber(code: string, year: number, sequence: number, random: string): string {
  const body = `${certificateCodePart(code)}-${year}-${String(sequence).padStart(6, '0')}-${random}`;
  return body + mod3736CheckChar(body.replace(/-/g, ''));
}

/** What people type: any case, spaces around or inside. */
export const normaliseCertificateNumber = (input: string) => input.trim().toUpperCase().replace(/\s+/g, '');

export type CertificateNumberCheck = 'ok' | 'malformed' | 'checkFailed';

/** Whether a (normalised) number has the format and a matching check character. */
export function checkCertificateNumber(number: string): CertificateNumberCheck {
  if (number.length > CERTIFICATE_NUMBER_MAX_LENGTH || !CERTIFICATE_NUMBER_PATTERN.test(number)) return 'malformed';
  const plain = number.replace(/-/g, '');
  return mod3736CheckChar(plain.slice(0, -1)) === plain.slice(-1) ? 'ok' : 'checkFailed';
}

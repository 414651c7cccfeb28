import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database.js';
import { writeTransaction } from '../../db/group-commit.js';
import { captchaText, drawCaptcha } from './captcha-picture.js';

/** A captcha answers once and for at most two minutes. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Characters of a captcha: the usual, and for an address that keeps failing to sign in. */
export const CAPTCHA_SIZE = { usual: 4, long: 6 } as const;

/**
 * Captchas live in the database, not in process memory, so that any instance behind a load
 * balancer can check a code another instance issued. Their writes join the group commit
 * (db/group-commit.ts): in a check-in's minute each sign-in issues and spends one, and on SQLite
 * a write of its own would hold the event loop for its fsync (1.4–2 ms each, measured).
 */
export async function issueCaptcha(store: DatabaseHandle, fixedAnswer?: string, size: number = CAPTCHA_SIZE.usual) {
  const text = captchaText(size);
  const captchaKey = randomBytes(16).toString('base64url');
  const now = Date.now();
  await writeTransaction(store, async (trx) => {
    // Housekeeping rides along with issuing: expired rows never pile up.
    await trx.deleteFrom('captchas').where('expiresAt', '<', now).execute();
    await trx
      .insertInto('captchas')
      .values({ captchaKey, answer: (fixedAnswer ?? text).toLowerCase(), expiresAt: now + CAPTCHA_TTL_MS })
      .execute();
  });
  return { captchaKey, svg: drawCaptcha(text) };
}

/**
 * A form turned away while the server is busy (login.ts) comes back with its place in the sign-in
 * line, perhaps minutes later: its captcha, still unspent, is kept good until a lifetime after
 * that place falls due. An expired or unknown key stays so.
 */
export async function keepCaptcha(store: DatabaseHandle, captchaKey: string, dueAt: number): Promise<void> {
  const now = Date.now();
  await writeTransaction(store, (trx) =>
    trx
      .updateTable('captchas')
      .set({ expiresAt: Math.max(now, dueAt) + CAPTCHA_TTL_MS })
      .where('captchaKey', '=', captchaKey)
      .where('expiresAt', '>', now)
      .execute(),
  );
}

/** True when the code answers the captcha; the captcha is spent either way. */
export async function consumeCaptcha(store: DatabaseHandle, captchaKey: string, code: string): Promise<boolean> {
  const row = await writeTransaction(store, (trx) =>
    trx.deleteFrom('captchas').where('captchaKey', '=', captchaKey).returning(['answer', 'expiresAt']).executeTakeFirst(),
  );
  return !!row && row.expiresAt > Date.now() && row.answer === code.trim().toLowerCase();
}

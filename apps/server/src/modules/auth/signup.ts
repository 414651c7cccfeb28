import {
  guessablePasswords,
  hashPasswordForTransport,
  ID_NUMBER_PATTERN,
  isValidIdNumber,
  MOBILE_PATTERN,
  type SignupForm,
  STATUS,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, conflict, onField } from '../../lib/app-error.js';
import { recordAudit } from '../../plugins/audit-trail/record.js';
import { createCandidateAccount } from '../accounts/index.js';
import { consumeCaptcha } from './captcha.js';
import { hashStoredPassword } from './password-hash.js';
import { openSession } from './sessions.js';

/** What a sign-up username is: a mobile number, or an ID number (an ID number's 'x' is stored upper-case, as staff enter it). */
function usernameOf(raw: string): { username: string; kind: 'phone' | 'idNumber' } {
  if (MOBILE_PATTERN.test(raw)) return { username: raw, kind: 'phone' };
  if (ID_NUMBER_PATTERN.test(raw)) {
    const idNumber = raw.toUpperCase();
    if (!isValidIdNumber(idNumber)) throw onField('username', badRequest('idNumberInvalid', { idNumber }));
    return { username: idNumber, kind: 'idNumber' };
  }
  throw onField('username', badRequest('signupUsernameInvalid'));
}

/**
 * The server sees the password only as its transported hash, so it cannot measure it; it can
 * refuse the guessable ones by hashing each of them as the browser would.
 */
export function isGuessable(transported: string, username: string) {
  return guessablePasswords(username).some((plain) => hashPasswordForTransport(plain) === transported);
}

/**
 * A candidate creates their own account from the login page: a student of no batch yet (they
 * are enrolled when a registration is approved), signed in at once. The captcha is checked
 * first, so nothing about existing accounts is answered without one; the per-address limit
 * runs before (plugins/request-limits.ts). The new account and its first sign-in are audited
 * with the account as the actor.
 */
export async function signup(app: FastifyInstance, form: SignupForm, request: FastifyRequest) {
  const { db } = app;
  if (!(await consumeCaptcha(app, form.captchaKey, form.verifyCode)))
    throw onField('verifyCode', new AppError(STATUS.CAPTCHA_WRONG, 'captchaWrong'));
  const { username, kind } = usernameOf(form.username);
  if (isGuessable(form.password, username)) throw onField('password', badRequest('passwordWeak'));
  const holder = (column: 'username' | 'idNumber') => db.selectFrom('users').select('id').where(column, '=', username).executeTakeFirst();
  if (await holder('username')) throw onField('username', conflict('usernameTaken', { username }));
  // An ID number belongs to one person: the centre may have made their account already (it is
  // not named here, to a caller who is not signed in).
  if (kind === 'idNumber' && (await holder('idNumber'))) throw onField('username', conflict('signupIdNumberTaken', { idNumber: username }));

  const passwordHash = await hashStoredPassword(form.password);
  const now = Date.now();
  const userId = await db.transaction().execute((trx) =>
    createCandidateAccount(
      trx,
      {
        username,
        passwordHash,
        nickName: form.name,
        phone: kind === 'phone' ? username : '',
        // Sign-up never claims an ID number (M3): a stranger typing someone's number would lock
        // them out. An application claims it when staff approve it (registration/identity.ts).
        idNumber: null,
        classId: null,
        // The language the new candidate signed up in writes their messages (modules/notifications).
        notificationLanguage: request.lang,
      },
      now,
    ),
  );
  const session = await openSession(app, userId, app.config.tokenTtlMs);
  const after = kind === 'idNumber' ? { username, name: form.name } : { username, name: form.name, phone: username };
  await recordAudit(
    app,
    request,
    [
      {
        action: 'student.signup',
        targetType: 'student',
        targetId: userId,
        targetLabel: `${form.name} (${username})`,
        after,
        detail: { via: kind },
      },
      { action: 'login.success', targetType: 'user', targetId: userId, targetLabel: username, detail: { via: 'signup' } },
    ],
    { userId, username },
  );
  return session;
}

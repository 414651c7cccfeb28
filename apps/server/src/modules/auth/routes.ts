import { API, type AuthUser, exchangeCodeBody, loginForm, signupForm } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { exchangeAuthCode, issueAuthCode } from './auth-codes.js';
import { CAPTCHA_SIZE, issueCaptcha } from './captcha.js';
import { login, loginKeys, signInPlaceKey } from './login.js';
import { revokeSession } from './sessions.js';
import { signup } from './signup.js';

export async function authRoutes(app: FastifyInstance) {
  await signInPlaceKey(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get(API.captcha, { schema: { tags }, config: { access: 'public', rateLimit: 'captcha' } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    // An address that keeps failing to sign in gets longer captchas (docs/SECURITY.md).
    const failures = await app.limiter.peek(loginKeys.address(req.ip));
    const size = failures.count >= app.config.loginUserFailureLimit ? CAPTCHA_SIZE.long : CAPTCHA_SIZE.usual;
    return ok(req, await issueCaptcha(app, app.config.captchaFixed, size));
  });

  r.post(API.doLogin, { schema: { tags, body: loginForm }, config: { access: 'public' } }, async (req) =>
    ok(req, await login(app, req.body, req)),
  );

  // A candidate's own account; limited per address and hour, and audited by signup.ts itself.
  r.post(API.signup, { schema: { tags, body: signupForm }, config: { access: 'public', rateLimit: 'signup' } }, async (req) =>
    ok(req, await signup(app, req.body, req)),
  );

  r.post(API.issueAuthCode, { schema: { tags }, config: { access: 'signedIn' } }, async (req) =>
    ok(req, await issueAuthCode(app, viewerOf(req))),
  );

  r.post(API.exchangeAuthCode, { schema: { tags, body: exchangeCodeBody }, config: { access: 'public' } }, async (req) =>
    ok(req, await exchangeAuthCode(app, req.body.code, req)),
  );

  // Answered while the password must still be changed: the web learns it here and shows that page.
  r.get(API.authWebUser, { schema: { tags }, config: { access: 'signedIn', duringPasswordChange: true } }, async (req) => {
    const viewer = viewerOf(req);
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', viewer.userId).executeTakeFirstOrThrow();
    const roles = await app.db
      .selectFrom('userRoles')
      .innerJoin('roles', 'roles.id', 'userRoles.roleId')
      .select(['roles.roleKey', 'roles.roleName'])
      .where('userRoles.userId', '=', viewer.userId)
      .orderBy('roles.id')
      .execute();
    // A student's batch and job category come from the organisation tree.
    const placement =
      user.classId === null
        ? undefined
        : await app.db
            .selectFrom('classes')
            .innerJoin('subjects', 'subjects.id', 'classes.subjectId')
            .innerJoin('departments', 'departments.id', 'subjects.departmentId')
            .select(['classes.name as className', 'departments.name as departmentName'])
            .where('classes.id', '=', user.classId)
            .executeTakeFirst();
    const data: AuthUser = {
      id: user.id,
      username: user.username,
      nickName: user.nickName,
      avatar: user.avatar,
      introduction: user.introduction,
      roles: roles.map((role) => role.roleKey),
      roleNames: roles.map((role) => role.roleName),
      userType: user.userType,
      className: placement?.className ?? user.className,
      departmentName: placement?.departmentName ?? user.departmentName,
      email: user.email,
      remoteLogin: user.remoteLogin,
      resourceUrl: user.resourceUrl,
      classId: user.classId,
      passwordChangeDue: user.passwordChangeDue === 1,
    };
    return ok(req, data);
  });

  // logout is a GET by name (docs/REQUIREMENTS.md §14), kept for clients that call it so; the web
  // signs out with the POST twin. Either takes the token from the Authorization header only,
  // never the cookie alone, so no page elsewhere can sign anyone out (docs/SECURITY.md).
  const logoutOptions = {
    schema: { tags },
    config: { access: 'signedIn', duringPasswordChange: true, audit: { action: 'logout' } },
  } as const;
  const logout = async (req: FastifyRequest) => {
    await revokeSession(app, viewerOf(req));
    return ok(req, null);
  };
  r.get(API.logout, logoutOptions, logout);
  r.post(API.logout, logoutOptions, logout);
}

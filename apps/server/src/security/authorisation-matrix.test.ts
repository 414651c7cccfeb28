import { API, PERMISSION_KEYS, ROLE, STATUS, TOKEN_COOKIE, translate } from '@kaoshi/contracts';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSocketUrl, openLiveSocket } from '../modules/live/test/live-test-client.js';
import { registerAccessControl } from '../plugins/access.js';
import { DATABASES, startTestApp, type TestApp } from '../test/harness.js';
import type { Access, RouteEntry } from '../types.js';
import { expectedVerdict, keysOf, verdictOf } from './access-oracle.js';
import { type MatrixCaller, matrixCallers, withRoleGrant } from './matrix-callers.js';
import { tableCounts } from './table-counts.js';

/**
 * The authorisation matrix (docs/REQUIREMENTS.md §18.1), generated from the server's own route table: every /api
 * operation is called as each kind of caller and the answer is checked against the access the
 * operation declares. Calls carry no body and a made-up id, so a refused call proves the access
 * check refused it (it runs in onRequest, before validation), an admitted one is answered by
 * validation or "not found", and nothing the later calls rely on is changed.
 */
const MADE_UP_ID = 999_999;

/** The request for an operation: `:id`-style params filled with an id that does not exist. */
const requestFor = (route: RouteEntry): InjectOptions => ({
  method: route.method as InjectOptions['method'],
  url: route.url.replace(/:\w+/g, String(MADE_UP_ID)),
});

/** The envelope's status, or the HTTP status of a response that is not one (a file download). */
function statusOf(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }): number {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return response.statusCode;
  const body = response.json() as { status?: unknown };
  return typeof body.status === 'number' ? body.status : response.statusCode;
}

/**
 * Tables the matrix's own calls write to: sessions (logout, and the tokens it renews), captchas,
 * sign-in codes, and the audit trail, which records sign-ins and sign-outs.
 */
const WRITTEN_BY_THE_MATRIX = ['sessions', 'captchas', 'auth_codes', 'audit_log'];

describe.each(DATABASES)('the authorisation matrix (%s)', (kind) => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof matrixCallers>>;
  let operations: RouteEntry[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    callers = await matrixCallers(t);
    operations = t.app.routeTable.filter((route) => !route.websocket);
  });
  afterAll(() => t?.close());

  it('lists every /api operation, each with a valid access rule naming existing keys and roles', () => {
    expect(operations.length).toBeGreaterThan(150);
    const roles: string[] = Object.values(ROLE);
    for (const route of t.app.routeTable) {
      const where = `${route.method} ${route.url}`;
      expect(route.access, where).toBeDefined();
      if (route.access === 'public' || route.access === 'signedIn') continue;
      expect(keysOf(route.access).length, where).toBeGreaterThan(0);
      for (const key of keysOf(route.access)) expect(PERMISSION_KEYS, where).toContain(key);
      for (const role of route.access.roles ?? []) expect(roles, where).toContain(role);
      // The table is what the server routes: each entry is a real route.
      expect(t.app.hasRoute({ method: route.method as InjectOptions['method'] & string, url: route.url }), where).toBe(true);
    }
    expect(t.app.routeTable.filter((route) => route.websocket).map((route) => route.url)).toEqual(['/api/kaoshi-exam/socket']);
  });

  it('answers every operation, for every kind of caller, as its declared access says', { timeout: 300_000 }, async () => {
    // Every caller is made first, so that the tables counted before are the tables counted after.
    const plan: [RouteEntry, MatrixCaller[]][] = [];
    for (const route of operations) plan.push([route, await callers.forOperation(route.access)]);
    const before = await tableCounts(t.app.db, WRITTEN_BY_THE_MATRIX);
    const mismatches: string[] = [];
    const serverErrors: string[] = [];
    const seen = new Map<string, number>();
    for (const [route, routeCallers] of plan) {
      for (const caller of routeCallers) {
        const response = await t.app.inject({
          ...requestFor(route),
          headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
        });
        const status = statusOf(response);
        const expected = expectedVerdict(route.access, caller.profile);
        const got = verdictOf(status);
        seen.set(expected, (seen.get(expected) ?? 0) + 1);
        if (got !== expected) mismatches.push(`${route.method} ${route.url} as ${caller.name}: expected ${expected}, got ${status}`);
        if (status === STATUS.SERVER_ERROR || response.statusCode >= 500)
          serverErrors.push(`${route.method} ${route.url} as ${caller.name}: ${response.body.slice(0, 200)}`);
      }
      await callers.renewEndedSessions();
    }
    expect(mismatches).toEqual([]);
    expect(serverErrors).toEqual([]);
    // Each outcome really happened many times (the walk did not, say, stop at the first route).
    expect(seen.get('tokenInvalid')).toBeGreaterThan(3 * (operations.length - 10));
    expect(seen.get('forbidden')).toBeGreaterThan(operations.length);
    expect(seen.get('admitted')).toBeGreaterThan(3 * operations.length);
    // Empty bodies and made-up ids: no admitted call changed anything.
    expect(await tableCounts(t.app.db, WRITTEN_BY_THE_MATRIX)).toEqual(before);
  });

  it('opens an operation that names roles only to a holder of one of them who has its key as well', async () => {
    const roleRoutes = operations.filter((route) => typeof route.access === 'object' && route.access.roles);
    expect(roleRoutes.length).toBeGreaterThan(0);
    for (const route of roleRoutes) {
      const access = route.access as Exclude<Access, string>;
      // SUPER_ADMIN passes every check; each other role is tried with and without the operation's keys.
      for (const roleKey of access.roles!.filter((role) => role !== ROLE.SUPER_ADMIN)) {
        const holder = callers.everyone.find((caller) => caller.profile.tokenGood && caller.profile.roles.join() === roleKey);
        if (!holder) throw new Error(`the matrix has no caller holding only ${roleKey}`);
        for (const grant of ['without', 'with'] as const) {
          const response = await withRoleGrant(t.app.db, roleKey, keysOf(access), grant, () =>
            t.app.inject({ ...requestFor(route), headers: { authorization: `Bearer ${holder.token}` } }),
          );
          expect(verdictOf(statusOf(response)), `${route.method} ${route.url} as ${roleKey} ${grant} ${keysOf(access).join('/')}`).toBe(
            grant === 'with' ? 'admitted' : 'forbidden',
          );
        }
      }
    }
  });

  it('runs no handler for a HEAD: no /api route answers one, whoever asks', async () => {
    expect(t.app.routeTable.filter((route) => route.method === 'HEAD')).toEqual([]);
    const gets = operations.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(50);
    const admin = callers.everyone.find(
      (caller) => caller.profile.tokenGood && caller.profile.roles.includes(ROLE.SUPER_ADMIN),
    ) as MatrixCaller;
    const before = await tableCounts(t.app.db, WRITTEN_BY_THE_MATRIX);
    for (const route of gets) {
      for (const headers of [{ authorization: `Bearer ${admin.token}` }, { cookie: `${TOKEN_COOKIE}=${admin.token}` }]) {
        const response = await t.app.inject({ ...requestFor(route), method: 'HEAD', headers });
        expect(response.statusCode, `HEAD ${route.url}`).toBe(404);
      }
    }
    expect(await tableCounts(t.app.db, WRITTEN_BY_THE_MATRIX)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: API.authWebUser, headers: { authorization: `Bearer ${admin.token}` } })).json().status,
    ).toBe(STATUS.OK);
  });

  it('signs in by the cookie alone only the GETs that declare it; every other operation refuses a cookie-only call', async () => {
    const cookieRoutes = t.app.routeTable.filter((route) => route.cookie);
    // Only GETs that change nothing: the editor's files, registration documents opened in a new tab and the live socket (plugins/access.ts).
    expect(cookieRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [`GET ${API.editorFiles}/:name`, `GET ${API.liveSocket}`, `GET ${API.registrationFile}/:id`].sort(),
    );
    const admin = callers.everyone.find(
      (caller) => caller.profile.tokenGood && caller.profile.roles.includes(ROLE.SUPER_ADMIN),
    ) as MatrixCaller;
    const before = await tableCounts(t.app.db, WRITTEN_BY_THE_MATRIX);
    const mismatches: string[] = [];
    for (const route of operations) {
      const response = await t.app.inject({ ...requestFor(route), headers: { cookie: `${TOKEN_COOKIE}=${admin.token}` } });
      const status = statusOf(response);
      // A public operation needs no sign-in at all; the rest are admitted only when declared.
      const expected = route.access === 'public' ? expectedVerdict('public', admin.profile) : route.cookie ? 'admitted' : 'tokenInvalid';
      if (verdictOf(status) !== expected) mismatches.push(`${route.method} ${route.url}: expected ${expected}, got ${status}`);
      if (
        !route.cookie &&
        route.access !== 'public' &&
        response.json<{ message: string }>().message !== translate('en', 'cookieNotAccepted')
      ) {
        mismatches.push(`${route.method} ${route.url}: refused without saying why`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(await tableCounts(t.app.db, WRITTEN_BY_THE_MATRIX)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: API.authWebUser, headers: { authorization: `Bearer ${admin.token}` } })).json().status,
    ).toBe(STATUS.OK);
  });

  it('refuses a route that takes the cookie unless it is a GET', async () => {
    const app = Fastify();
    registerAccessControl(app);
    await expect(
      (async () => {
        app.post('/api/cookie-post', { config: { access: 'signedIn', cookie: true } }, async () => 'changed');
        await app.ready();
      })(),
    ).rejects.toThrow('only a GET may take the session cookie');
    await app.close();
  });

  it('refuses a route that checks the session in its own statement unless its rule is one key, and never on an audited route', async () => {
    for (const [config, refusal] of [
      [{ access: 'signedIn', sessionInStatement: true }, 'needs an access rule of one permission key and no roles'],
      [{ access: { permission: ['A', 'B'] }, sessionInStatement: true }, 'needs an access rule of one permission key and no roles'],
      [
        { access: { permission: 'A', roles: ['TEACHER'] }, sessionInStatement: true },
        'needs an access rule of one permission key and no roles',
      ],
      [
        { access: { permission: 'A' }, sessionInStatement: true, audit: { action: 'logout' } },
        'an audited route needs the viewer from the hook',
      ],
    ] as const) {
      const app = Fastify();
      registerAccessControl(app);
      await expect(
        (async () => {
          app.post('/api/deferred', { config: config as never }, async () => 'saved');
          await app.ready();
        })(),
      ).rejects.toThrow(refusal);
      await app.close();
    }
  });

  it('refuses the live socket to anonymous, locked and expired callers and opens it for everyone signed in', async () => {
    const socket = t.app.routeTable.find((route) => route.websocket)!;
    const url = liveSocketUrl(t.app);
    for (const caller of callers.everyone) {
      const opening = openLiveSocket(url, caller.token);
      if (expectedVerdict(socket.access, caller.profile) === 'tokenInvalid') {
        await expect(opening, caller.name).rejects.toThrow('HTTP 401');
      } else {
        const client = await opening;
        await client.close();
      }
    }
    // The same through the cookie a browser sends.
    for (const caller of callers.everyone.filter((each) => each.token && !each.profile.tokenGood)) {
      await expect(openLiveSocket(url, caller.token, 'cookie'), caller.name).rejects.toThrow('HTTP 401');
    }
    // A page of another site cannot open it with a good cookie.
    const good = callers.everyone.find((each) => each.profile.tokenGood)!;
    await expect(openLiveSocket(url, good.token, 'cookie', 'https://evil.example'), good.name).rejects.toThrow('HTTP 403');
  });
});

describe('an operation without an access rule', () => {
  it('stops the app from starting', async () => {
    const app = Fastify({ exposeHeadRoutes: false });
    registerAccessControl(app);
    app.get('/api/declared', { config: { access: 'public' } }, async () => 'ok');
    await expect(
      (async () => {
        app.get('/api/forgotten', async () => 'open to all');
        await app.ready();
      })(),
    ).rejects.toThrow('Route GET /api/forgotten declares no access rule');
    expect(app.routeTable.map((route) => route.url)).toEqual(['/api/declared']);
    await app.close();
  });

  it('stops it too when the route sits in a module registered as a plugin', async () => {
    const app = Fastify();
    registerAccessControl(app);
    await expect(
      (async () => {
        await app.register(async (module) => {
          module.post('/api/module/forgotten', async () => 'open to all');
        });
        await app.ready();
      })(),
    ).rejects.toThrow('Route POST /api/module/forgotten declares no access rule');
    await app.close();
  });
});

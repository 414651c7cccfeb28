import { API, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { assertSound, type FuzzWorld, startFuzzWorld } from './world.js';

/**
 * What the fuzz tests found, each kept as a plain example so it stays fixed whatever seed the
 * fuzz tests run with. Every answer must also pass the fuzz tests' checks (assertSound).
 */
describe.each(DATABASES)('inputs the fuzz tests found answered with server errors or leaks (%s)', (kind) => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await startFuzzWorld(kind);
  }, 120_000);
  afterAll(() => world?.close());

  const refusal = async (options: Parameters<FuzzWorld['exchange']>[0]) => {
    const exchange = await world.exchange(options);
    assertSound(exchange, `${options.method} ${String(options.url).slice(0, 80)}`);
    expect(exchange.changed).toEqual([]);
    return exchange;
  };

  it('refuses to delete a candidate who has attempts with a conflict (SQLite reports ON DELETE RESTRICT as a trigger)', async () => {
    const exchange = await refusal({ method: 'DELETE', url: `${API.deleteUser}/${world.c.alice.studentId}` });
    expect(exchange.status).toBe(STATUS.CONFLICT);
    expect(exchange.message).toBe(translate('en', 'referencedElsewhere'));
  });

  it('answers a path segment over the router limit, or broken percent-encoding, with an envelope and no echo', async () => {
    for (const segment of ['9'.repeat(200), '%E0%A4%A']) {
      const exchange = await refusal({ method: 'GET', url: `${API.getSchoolById}/${segment}` });
      expect(exchange.status).toBe(STATUS.BAD_REQUEST);
      expect(exchange.message).toBe(translate('en', 'badAddress'));
      expect(exchange.response.body).not.toContain(segment);
    }
  });

  it('refuses ids past a 32-bit column before they reach SQL (PostgreSQL answered with a server error)', async () => {
    const tooLarge = 2147483648;
    for (const options of [
      { method: 'GET' as const, url: `${API.listUser}?roleId=${tooLarge}` },
      { method: 'POST' as const, url: API.bindUserWithRole, payload: { userId: tooLarge, roleIds: [] } },
      { method: 'POST' as const, url: API.bindRoleWithPermission, payload: { roleId: tooLarge, permissionIds: [] } },
      { method: 'PUT' as const, url: API.updatePermission, payload: { permissionId: tooLarge, permissionKey: 'FUZZ', name: 'x' } },
      { method: 'GET' as const, url: `${API.listQuestion}?excludeIds=1,5000000000` },
    ]) {
      expect((await refusal(options)).status, options.url).toBe(STATUS.BAD_REQUEST);
    }
  });

  it('refuses an editor action named like an Object.prototype member (it was looked up on the prototype)', async () => {
    for (const action of ['valueOf', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const exchange = await refusal({ method: 'POST', url: `${API.editorController}?action=${action}` });
      expect(exchange.status, action).toBe(STATUS.BAD_REQUEST);
      expect(exchange.message).toBe(translate('en', 'editorUnknownAction', { action }));
    }
  });

  it('refuses text holding a NUL character, naming the field (PostgreSQL cannot store one)', async () => {
    const exchange = await refusal({ method: 'POST', url: API.addSchool, payload: { name: 'Nul\u0000school', code: 'NUL-1' } });
    expect(exchange.status).toBe(STATUS.BAD_REQUEST);
    expect(exchange.message).toBe(translate('en', 'invalidInput', { details: 'name must not contain a NUL character' }));
  });

  it('refuses text holding a lone UTF-16 surrogate in a body or a query, naming the field in the caller’s language (it was stored as U+FFFD)', async () => {
    const nested = await refusal({
      method: 'POST',
      url: API.addSchool,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"a\\ud800b","code":"SUR-1"}',
    });
    expect(nested.status).toBe(STATUS.BAD_REQUEST);
    expect(nested.message).toBe(
      translate('en', 'invalidInput', {
        details: 'name contains an invalid character (a lone UTF-16 surrogate) and cannot be stored as given',
      }),
    );
    const inChinese = await refusal({
      method: 'POST',
      url: API.addSchool,
      headers: { 'accept-language': 'zh' },
      payload: { name: 'ok', code: 'x\udc00' },
    });
    expect(inChinese.message).toBe(
      translate('zh', 'invalidInput', { details: 'code 包含无效字符（不成对的 UTF-16 代理项），无法按原样保存' }),
    );
    const bytes = Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('b","code":"SUR-3"}')]);
    const notUtf8 = await refusal({ method: 'POST', url: API.addSchool, headers: { 'content-type': 'application/json' }, payload: bytes });
    expect(notUtf8.message).toBe(
      translate('en', 'invalidInput', { details: 'name holds bytes that are not UTF-8 text and cannot be stored as given' }),
    );
    // A pair is one character (an emoji) and is stored as given.
    expect((await world.exchange({ method: 'POST', url: API.addSchool, payload: { name: 'Weld 😀 school', code: 'SUR-2' } })).status).toBe(
      STATUS.OK,
    );
  });
});

/**
 * Every protected request resolves its token to a viewer (user, roles, permission keys).
 * This prints how many signed-in requests per second that path allows, in process, on the
 * embedded database, and how long a login (argon2id) takes. Run: npm run bench:auth
 */
import { performance } from 'node:perf_hooks';
import { API } from '@kaoshi/contracts';
import { startTestApp } from '@kaoshi/server/testing';

const kind = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const t = await startTestApp(kind);
try {
  const loginStart = performance.now();
  const logins = 20;
  for (let i = 0; i < logins; i++) await t.login('teacher');
  const loginMs = (performance.now() - loginStart) / logins;

  const token = await t.login('teacher');
  const requests = 3000;
  const start = performance.now();
  for (let i = 0; i < requests; i++) {
    const { body } = await t.call({ method: 'GET', url: API.authWebUser, token });
    if (body.status !== 200) throw new Error(`request failed: ${body.message}`);
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(`database: ${kind}`);
  console.log(`login (captcha + argon2id + session): ${loginMs.toFixed(1)} ms each`);
  console.log(`signed-in requests (authWebUser), sequential in process: ${(requests / seconds).toFixed(0)} req/s`);
} finally {
  await t.close();
}

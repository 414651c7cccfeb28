import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Browser, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { loginAs } from './login';

/**
 * Each Playwright worker runs its own server on its own fresh database (port E2E_PORT + the
 * worker's slot), so two workers never see each other's records, counts or sessions. Every spec
 * imports `test` from here (or from helpers, which extends it): `@playwright/test`'s own `test`
 * has no server behind its baseURL.
 */
export type E2EServer = { port: number; url: string; dataDir: string };

export type DemoRole = 'admin' | 'teacher' | 'student';
export const DEMO_ROLES: readonly DemoRole[] = ['admin', 'teacher', 'student'];

type Cookies = Parameters<ReturnType<Page['context']>['addCookies']>[0];
/** This worker's signed-in demo sessions; a worker is one process, with one server. */
const sessions = new Map<DemoRole, Cookies>();
let thisWorkersUrl: string | undefined;
let thisWorkersDataDir: string | undefined;

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Server start with the demo seed: seconds on a quiet machine, a minute or more when both cores are busy. */
const SERVER_START_MS = 180_000;

export const test = base.extend<object, { server: E2EServer; demoSessions: void }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      // The slot, not the worker's index: a worker restarted after a failure reuses its slot's port.
      const port = E2E_PORT + workerInfo.parallelIndex;
      const server = { port, url: `http://127.0.0.1:${port}`, dataDir: path.join(e2eDir, '.artifacts', `data-${port}`) };
      await assertPortFree(port);
      const child = spawn(process.execPath, [path.join(e2eDir, 'start-server.mjs')], {
        cwd: e2eDir,
        // stdin stays open while this worker lives: start-server.mjs stops the server when it closes,
        // so a worker killed outright leaves no server holding the port.
        stdio: ['pipe', 'ignore', 'inherit'],
        env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: server.dataDir, E2E_STOP_WITH_PARENT: '1' },
      });
      try {
        await waitForHealth(server.url, child);
        await use(server);
      } finally {
        await stop(child);
      }
    },
    { scope: 'worker', timeout: SERVER_START_MS + 30_000 },
  ],
  // Signs each demo account in once per worker, through the real login form, for `signedInAs`:
  // a sign-in per test cost seconds of page loads and password hashing.
  demoSessions: [
    async ({ server, browser }, use) => {
      thisWorkersUrl = server.url;
      thisWorkersDataDir = server.dataDir;
      for (const role of DEMO_ROLES) sessions.set(role, await signIn(browser, server.url, role));
      await use();
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/** This worker's server address, for what takes a full URL (a cookie's). */
export function serverUrl(): string {
  if (!thisWorkersUrl) throw new Error(NOT_THIS_TEST);
  return thisWorkersUrl;
}

/** This worker's server's data folder (its SQLite file and uploads), for the few steps a test takes behind the API. */
export function serverDataDir(): string {
  if (!thisWorkersDataDir) throw new Error(NOT_THIS_TEST);
  return thisWorkersDataDir;
}

const NOT_THIS_TEST = "No server for this worker: import test from './helpers' or './server', not '@playwright/test'";

/**
 * Gives the page's browser context the demo account's session (its token cookie, all the app
 * keeps) and, when `open` is given, opens that address. Nothing is loaded otherwise: the test
 * opens the screen it is about, or calls the API with the page's token.
 */
export async function signedInAs(page: Page, role: DemoRole, open?: string) {
  const cookies = sessions.get(role);
  if (!cookies) throw new Error(NOT_THIS_TEST);
  await page.context().addCookies(cookies);
  if (open) await page.goto(open);
}

/** One sign-in through the form; a first page load slowed by a busy machine gets two more goes. */
async function signIn(browser: Browser, baseURL: string, role: DemoRole): Promise<Cookies> {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({ baseURL, locale: 'en-US', reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await loginAs(page, role);
      await expect(page).toHaveURL(role === 'student' ? /\/kaoshi$/ : /\/dashboard$/);
      return (await context.storageState()).cookies;
    } catch (error) {
      if (attempt === 3) throw error;
    } finally {
      await context.close();
    }
  }
}

/**
 * A server left on the port (another run's) would answer this worker's tests with its own data.
 * The previous worker of this slot, killed outright, may still be stopping its own: wait for that.
 */
async function assertPortFree(port: number) {
  const deadline = Date.now() + 30_000;
  while (!(await portIsFree(port))) {
    if (Date.now() > deadline)
      throw new Error(`Port ${port} is in use: another end-to-end run? Give this one its own base port with E2E_PORT.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`The e2e server at ${url} exited with code ${exited} before it answered`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The e2e server at ${url} did not answer within ${SERVER_START_MS / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnswerValue,
  API,
  assembleQuestions,
  type AttemptSession,
  type PaperContent,
  type SittingSession,
  hashPasswordForTransport,
  TOKEN_COOKIE,
  USER_TYPE,
  type UserType,
} from '@kaoshi/contracts';
import { type APIRequestContext, test as base, type Download, expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';

export const E2E_CAPTCHA = 'e2e1';
export const DEMO_PASSWORD = '123456';

const USER_TYPE_LABEL: Record<string, string> = { admin: 'Administrator', teacher: 'Teacher', student: 'Student' };

/** Picks an option of an antd Select found by its accessible name. */
export async function chooseOption(page: Page, selectName: string, option: string, within: Page | Locator = page) {
  const combobox = within.getByRole('combobox', { name: selectName }).first();
  // antd keeps the real input invisible; the click goes to the select's visible box, and the
  // option is taken from this select's own list (another may still be fading out).
  await within
    .locator('.ant-select', { has: page.getByRole('combobox', { name: selectName }) })
    .first()
    .click();
  const listId = await combobox.getAttribute('aria-controls');
  const choice = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) }).getByTitle(option, { exact: true });
  // antd draws only the visible part of a long list: search a searchable select for what is not drawn.
  const drawn = await choice.waitFor({ timeout: 4000 }).then(
    () => true,
    () => false,
  );
  if (!drawn) await combobox.fill(option);
  await choice.click();
}

/**
 * Fills the real login form (the server runs with a fixed captcha answer for tests). The user
 * type is always picked, never left to the form's default: the demo accounts' own type, or the
 * one given.
 */
export async function fillLogin(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  userType = USER_TYPE_LABEL[username] ?? 'Administrator',
) {
  await expect(page.getByTestId('captcha').locator('svg')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'User type' }).getByRole('radio', { name: userType, exact: true }).check();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form: for tests of signing in itself; others use `signedInAs`. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, username, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Forgets the signed-in user in this browser, as a new visitor would be. The page is left first:
 * a console page still loading would answer its next request's "token invalid" with a reload,
 * and that reload would race the test's next navigation (seen in CI on a slow machine).
 */
export async function forgetSignIn(page: Page, cookie?: { name: string }) {
  await page.goto('about:blank');
  await page.context().clearCookies(cookie);
}

/** A unique suffix so tests can create records without colliding across runs. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The signed-in user's token, from the page's cookies. */
export const tokenOf = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value;

/** One call as the signed-in user, through the page's own request context (the setup is not what these tests prove). */
export async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { headers: { Authorization: `Bearer ${await tokenOf(page)}` }, data });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/**
 * Collects the Content-Security-Policy violations of a page, on every document it loads: the
 * `securitypolicyviolation` events and Chromium's "Refused to …" console lines.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeBinding('kxReportCspViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { kxReportCspViolation(text: string): void }).kxReportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** `test` whose page fails the test on any Content-Security-Policy violation: import it from here instead of '@playwright/test'. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/* Signed-in sessions made once per run (tests/sessions.setup.ts), so that only the tests of
 * signing in go through the login form. */

export type DemoRole = 'admin' | 'teacher' | 'student';
export const DEMO_ROLES: readonly DemoRole[] = ['admin', 'teacher', 'student'];
const DEMO_USER_TYPE: Record<DemoRole, UserType> = { admin: USER_TYPE.ADMIN, teacher: USER_TYPE.TEACHER, student: USER_TYPE.STUDENT };

/** Per port: each run has its own server and database, so its own tokens. */
const sessionsDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.artifacts',
  `sessions-${process.env.E2E_PORT ?? '8181'}`,
);
/** The Playwright storage state of a demo account signed in by the setup project. */
export const sessionFile = (role: DemoRole) => path.join(sessionsDir, `${role}.json`);

/**
 * Gives the page's browser context the demo account's stored session (its token cookie, all the
 * app keeps) and, when `open` is given, opens that address. Nothing is loaded otherwise: the test
 * opens the screen it is about, or calls the API with the page's token.
 */
export async function signedInAs(page: Page, role: DemoRole, open?: string) {
  const state = JSON.parse(fs.readFileSync(sessionFile(role), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  if (open) await page.goto(open);
}

/** One API call with a bearer token (the setup is not what these tests prove): POST sends `data` as the body, GET as the query. */
export async function callWithToken<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { params: data as Record<string, string> } : { data }),
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/**
 * A signed-in candidate sits an exam through the API: starts it, saves each question's answer
 * as `answerOf` gives it (by the question and its place in the paper), and submits.
 */
export async function sitExamByApi(
  request: APIRequestContext,
  token: string,
  publicationId: number,
  answerOf: (question: SittingSession['questions'][number], index: number) => AnswerValue | undefined,
): Promise<SittingSession> {
  const started = await callWithToken<AttemptSession>(request, token, API.startAttempt, { publicationId });
  // The questions from the paper's shared content, as the exam page assembles them.
  const content = await callWithToken<PaperContent>(request, token, started.contentUrl, undefined, 'GET');
  const session: SittingSession = { ...started, questions: assembleQuestions(started.order, content) };
  for (const [index, question] of session.questions.entries()) {
    const answer = answerOf(question, index);
    if (answer)
      await callWithToken(request, token, API.saveAnswer, {
        attemptId: session.attemptId,
        questionId: question.questionId,
        seq: 1,
        answer,
      });
  }
  await callWithToken(request, token, API.submitAttempt, { attemptId: session.attemptId });
  return session;
}

/** Signs in through the API as the login form does (the server runs with a fixed captcha answer); returns the token. */
export async function signInByApi(
  request: APIRequestContext,
  username: string,
  userType: UserType = DEMO_USER_TYPE[username as DemoRole],
): Promise<string> {
  const captcha = await request.get(API.captcha);
  const { captchaKey } = ((await captcha.json()) as { data: { captchaKey: string } }).data;
  const response = await request.post(API.doLogin, {
    form: { username, password: hashPasswordForTransport(DEMO_PASSWORD), verifyCode: E2E_CAPTCHA, captchaKey, userType },
  });
  const body = (await response.json()) as { status: number; message: string; data: { token: string } };
  expect(body.status, body.message).toBe(200);
  return body.data.token;
}

/** The first sheet of a workbook (a download or a file), as rows of cell texts (header first). */
export async function sheetRows(source: Download | string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(typeof source === 'string' ? source : await source.path());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))),
  );
  return rows;
}

/** The e2e server's SQLite file (start-server.mjs), for the few steps a test may take behind the API. */
const e2eDatabaseFile = () => {
  const port = process.env.E2E_PORT ?? '8181';
  return path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    '.artifacts',
    port === '8181' ? 'data' : `data-${port}`,
    'kaoshi.sqlite',
  );
};

/**
 * Stands for the owner of an account that staff made through the API (it starts with a one-time
 * code) having signed in with it and chosen a password: the demo accounts' one, copied in the
 * database, so that tests of other things sign in with DEMO_PASSWORD as before. The walk
 * itself is password-reset.spec.ts.
 */
export function ownsDemoPassword(username: string) {
  const db = new Database(e2eDatabaseFile());
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'teacher'),
         password_change_due = 0, password_expires_at = NULL WHERE username = ?`,
    ).run(username);
  } finally {
    db.close();
  }
}

/** The one-time code a staff action shows once (the code dialog): read, then the dialog closed. */
export async function takeOneTimeCode(page: Page): Promise<string> {
  const shown = page.getByTestId('temporary-password');
  await expect(shown).toBeVisible();
  const code = /[a-z2-9]{10}/.exec((await shown.textContent()) ?? '')?.[0];
  expect(code, 'a ten-character one-time code').toBeTruthy();
  await page.getByRole('button', { name: 'I have noted it' }).click();
  return code!;
}

/** Signs in with a one-time code and sets `password` on the page that comes first; the caller checks where it lands. */
export async function firstSignIn(page: Page, username: string, code: string, password: string, userType: string) {
  await page.goto('/login');
  await fillLogin(page, username, code, userType);
  await expect(page.getByRole('heading', { name: 'Set your own password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

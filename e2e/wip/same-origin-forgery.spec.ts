import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@kaoshi/contracts';
import Database from 'better-sqlite3';
import { E2E_PORT } from '../playwright.config';
import { expect } from '@playwright/test';
import { loginAs, test, tokenOf } from '../tests/helpers';

/**
 * Same-origin request forgery through stored content (docs/SECURITY.md, "Round 2"). The API no
 * longer lets these addresses in, so they are planted straight into the database, as they
 * could have been stored before: a page that shows them makes Chromium request our operations
 * with the session cookie. Nothing may change: not the administrator's password, not anyone's
 * session.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dbFile = path.join(here, '..', '.artifacts', E2E_PORT === 8181 ? 'data' : `data-${E2E_PORT}`, 'kaoshi.sqlite');
const DEMO_EXAM = 'Demo exam: welding safety';
const FORGED = [`${API.reSetPass}/1`, API.logout, `..${API.logout}`, `/kaoshi/..${API.reSetPass}/1`];
const images = FORGED.map((url) => `<img src="${url}" alt="forged">`).join('');

function plant() {
  const db = new Database(dbFile);
  try {
    db.prepare(`UPDATE questions SET stem = stem || ?, explanation = ?`).run(`<p>${images}</p>`, `<p>${images}</p>`);
    db.prepare(`UPDATE notices SET content = content || ?`).run(`<p>${images}</p>`);
    db.prepare(`UPDATE courses SET description = ?`).run(`<p>${images}</p>`);
    db.prepare(`UPDATE users SET photo = ?, avatar = ?`).run(API.logout, `${API.reSetPass}/1`);
    return db.prepare(`SELECT password_hash AS hash FROM users WHERE id = 1`).get() as { hash: string };
  } finally {
    db.close();
  }
}

function adminPasswordHash() {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(`SELECT password_hash AS hash FROM users WHERE id = 1`).get() as { hash: string };
  } finally {
    db.close();
  }
}

test('planted operation addresses change nothing when an administrator and a candidate see them', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const before = plant();
  const refusedByCookie: string[] = [];
  const watch = (p: typeof page) =>
    p.on('response', (response) => {
      if (/kaoshi-user\/user\/(reSetPass|logout)/.test(response.url())) refusedByCookie.push(`${response.status()} ${response.url()}`);
    });

  // The administrator: the console (navbar avatar) and the notices.
  watch(page);
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/examPublishManage/examInstruction');
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  const adminToken = await tokenOf(page);
  const adminCheck = await page.request.get(API.authWebUser, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect((await adminCheck.json()).status).toBe(200);
  expect(adminPasswordHash()).toEqual(before);

  // The candidate: exam list, notice and exam room (photo), exam page (stems).
  const candidate = await browser.newPage();
  watch(candidate);
  await loginAs(candidate, 'student');
  await expect(candidate).toHaveURL(/\/kaoshi$/);
  await candidate.locator('.kx-exam-card', { hasText: DEMO_EXAM }).getByRole('button', { name: /Enter|Continue/ }).click();
  await expect(candidate).toHaveURL(/\/(kaoshi-index\?publicationId|socketA\?attemptId)=\d+/);
  if (candidate.url().includes('/kaoshi-index')) {
    await candidate.getByRole('checkbox', { name: 'I have read the notice and will follow it.' }).check();
    await expect(candidate.getByRole('button', { name: 'Start the exam' })).toBeEnabled({ timeout: 30_000 });
    await candidate.getByRole('button', { name: 'Start the exam' }).click();
  }
  await expect(candidate).toHaveURL(/\/socketA\?attemptId=\d+/);
  await expect(candidate.locator('.kx-question-card').first()).toBeVisible();
  // Rich text lost the addresses when shown (sanitised again on display): no forged image in a question.
  await expect(candidate.locator('.kx-question-card img[src*="kaoshi-user"]')).toHaveCount(0);
  await candidate.locator('.kx-question-card').first().getByRole('radio').first().check();
  await expect(candidate.locator('.kx-question-card').first().getByTestId('save-state')).toHaveText(/Saved/);
  const candidateCheck = await candidate.request.get(API.authWebUser, { headers: { Authorization: `Bearer ${await tokenOf(candidate)}` } });
  expect((await candidateCheck.json()).status).toBe(200);

  // The administrator is still signed in, his password unchanged.
  await page.reload();
  await expect(page).not.toHaveURL(/login/);
  expect(adminPasswordHash()).toEqual(before);
  // What the pages did request (avatar and photo fields shown as they were planted) was refused: the cookie alone signs in nothing there.
  for (const line of refusedByCookie) expect(line).toMatch(/^401 /);
  await candidate.close();
});

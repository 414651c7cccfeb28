import path from 'node:path';
import { API } from '@kaoshi/contracts';
import Database from 'better-sqlite3';
import { type Browser, expect, type Page } from '@playwright/test';
import { loginAs, test, tokenOf } from './helpers';

/**
 * Same-origin request forgery through stored content (docs/SECURITY.md, "Round 2"). The API no
 * longer lets these addresses in, so they are planted straight into the database, as they
 * could have been stored before: a page that shows them makes Chromium request our operations
 * with the session cookie. Nothing may change: not the administrator's password, not anyone's
 * session.
 */
/** This worker's server's database (tests/server.ts). */
let dbFile = '';
test.beforeAll(({ server }) => {
  dbFile = path.join(server.dataDir, 'kaoshi.sqlite');
});
const DEMO_EXAM = 'Demo exam: welding safety';
const BANK = '/baseData/index';
const FORGED = [`${API.reSetPass}/1`, API.logout, `..${API.logout}`, `/kaoshi/..${API.reSetPass}/1`];
const images = FORGED.map((url) => `<img src="${url}" alt="forged">`).join('');

/** The columns planted into, as they were: put back afterwards, as later specs read them. */
const PLANTED = {
  questions: ['stem', 'explanation', 'updated_at'],
  notices: ['content', 'updated_at'],
  courses: ['description'],
  users: ['photo', 'avatar'],
} as const;
type Saved = Record<keyof typeof PLANTED, Record<string, unknown>[]>;

function plant(): { hash: string; saved: Saved } {
  const db = new Database(dbFile);
  try {
    const saved = Object.fromEntries(
      Object.entries(PLANTED).map(([table, columns]) => [table, db.prepare(`SELECT id, ${columns.join(', ')} FROM ${table}`).all()]),
    ) as Saved;
    // updated_at moves on so that the server's per-paper content cache draws the planted stems.
    const now = Date.now();
    db.prepare(`UPDATE questions SET stem = stem || ?, explanation = ?, updated_at = ?`).run(`<p>${images}</p>`, `<p>${images}</p>`, now);
    db.prepare(`UPDATE notices SET content = content || ?, updated_at = ?`).run(`<p>${images}</p>`, now);
    db.prepare(`UPDATE courses SET description = ?`).run(`<p>${images}</p>`);
    db.prepare(`UPDATE users SET photo = ?, avatar = ?`).run(API.logout, `${API.reSetPass}/1`);
    const { hash } = db.prepare(`SELECT password_hash AS hash FROM users WHERE id = 1`).get() as { hash: string };
    return { hash, saved };
  } finally {
    db.close();
  }
}

function restore(saved: Saved) {
  const db = new Database(dbFile);
  try {
    db.transaction(() => {
      for (const [table, rows] of Object.entries(saved)) {
        const columns = PLANTED[table as keyof Saved];
        const update = db.prepare(`UPDATE ${table} SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`);
        for (const row of rows) update.run(row);
      }
    })();
  } finally {
    db.close();
  }
}

function adminPasswordHash() {
  const db = new Database(dbFile, { readonly: true });
  try {
    return (db.prepare(`SELECT password_hash AS hash FROM users WHERE id = 1`).get() as { hash: string }).hash;
  } finally {
    db.close();
  }
}

test('planted operation addresses change nothing when an administrator and a candidate see them', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { hash: before, saved } = plant();
  try {
    await seePlantedPages(page, browser, before);
  } finally {
    restore(saved);
  }
});

async function seePlantedPages(page: Page, browser: Browser, before: string) {
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
  // A question's preview with its key and explanation: stem and explanation hold the planted images.
  await page.goto(BANK);
  await page
    .locator('.ant-table-tbody .ant-table-row')
    .first()
    .getByRole('button', { name: /Preview/ })
    .click();
  await page.getByRole('dialog').getByRole('switch').click();
  await expect(page.getByRole('dialog').getByText('Answer', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('dialog').locator('img[src*="kaoshi-user"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  const adminToken = await tokenOf(page);
  const adminCheck = await page.request.get(API.authWebUser, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect((await adminCheck.json()).status).toBe(200);
  expect(adminPasswordHash()).toEqual(before);

  // The candidate: exam list, notice and exam room (photo), exam page (stems).
  const candidate = await browser.newPage();
  watch(candidate);
  await loginAs(candidate, 'student');
  await expect(candidate).toHaveURL(/\/kaoshi$/);
  await candidate
    .locator('.kx-exam-card', { hasText: DEMO_EXAM })
    .getByRole('button', { name: /Enter|Continue/ })
    .click();
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
  // The navbar's avatar was requested (so the pages did try), and refused.
  expect(refusedByCookie.length).toBeGreaterThan(0);
  for (const line of refusedByCookie) expect(line).toMatch(/^401 /);
  await candidate.close();
}

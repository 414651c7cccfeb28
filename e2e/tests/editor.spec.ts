import { expect, type Page } from '@playwright/test';
import { test } from './server';
import { signedInAs } from './helpers';

/** A real 2 × 2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const output = (page: Page) => page.getByTestId('editor-output');
const content = (page: Page) => page.getByRole('textbox', { name: 'Content' });

test.describe('the rich-text editor', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/editor-playground');
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('kx-editor-draft'))
        .forEach((k) => localStorage.removeItem(k)),
    );
    await page.reload();
    await expect(content(page)).toBeVisible();
  });

  test('types and formats text', async ({ page }) => {
    await content(page).click();
    await page.keyboard.type('Safety first');
    await page.keyboard.press('Control+A');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.getByRole('button', { name: 'Centre' }).click();
    await expect(output(page)).toContainText('<p style="text-align: center"><strong>Safety first</strong></p>');
    await page.getByRole('button', { name: 'First-line indent' }).click();
    await expect(output(page)).toContainText('text-indent: 2.6em');
  });

  test('Tab inserts four non-breaking spaces', async ({ page }) => {
    await content(page).click();
    await page.keyboard.press('Tab');
    await page.keyboard.type('x');
    await expect(output(page)).toContainText('<p>&nbsp;&nbsp;&nbsp;&nbsp;x</p>');
  });

  test('inserts a table from the picker and makes a chart from it, refusing a table that does not qualify', async ({ page }) => {
    await content(page).click();
    await page.getByRole('button', { name: 'Insert table' }).click();
    await expect(page.getByTestId('table-picker').locator('button')).toHaveCount(100);
    await page.getByRole('button', { name: '3 × 2', exact: true }).click();
    await expect(content(page).locator('tr')).toHaveCount(3);
    await expect(content(page).locator('tr').first().locator('th')).toHaveCount(2);

    await page.getByTestId('table-menu').click();
    await page.getByRole('menuitem', { name: 'Make a chart' }).hover();
    await page.getByRole('menuitem', { name: 'Bar chart' }).click();
    await expect(page.getByText('Row 2 must start with a header cell.')).toBeVisible();

    // Make the first column a header column and fill in numbers.
    await content(page).locator('tr').nth(1).locator('td, th').first().click();
    await page.getByTestId('table-menu').click();
    await page.getByRole('menuitem', { name: 'Header column' }).click();
    const cells = content(page).locator('tr');
    await cells.nth(0).locator('th').nth(1).click();
    await page.keyboard.type('Score');
    await cells.nth(1).locator('th').first().click();
    await page.keyboard.type('Ann');
    await cells.nth(1).locator('td').first().click();
    await page.keyboard.type('88');
    await cells.nth(2).locator('th').first().click();
    await page.keyboard.type('Bo');
    await cells.nth(2).locator('td').first().click();
    await page.keyboard.type('75');
    await page.getByTestId('table-menu').click();
    await page.getByRole('menuitem', { name: 'Make a chart' }).hover();
    await page.getByRole('menuitem', { name: 'Bar chart' }).click();
    await expect(content(page).locator('.kx-chart-view canvas')).toBeVisible();
    await expect(output(page)).toContainText('data-type="chart"');
  });

  test('the source view edits HTML, disables the other commands and sanitises on the way back', async ({ page }) => {
    await content(page).click();
    await page.keyboard.type('Before');
    await page.getByRole('button', { name: 'HTML source' }).click();
    await expect(page.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Full screen (Alt+Z)' })).toBeEnabled();
    await page
      .getByRole('textbox', { name: 'HTML source' })
      .fill('<p>After <em>edit</em></p><img src=x onerror="alert(1)"><script>alert(2)</script>');
    await page.getByRole('button', { name: 'HTML source' }).click();
    await expect(content(page)).toContainText('After edit');
    await expect(output(page)).toContainText('<em>edit</em>');
    await expect(output(page)).not.toContainText('onerror');
    await expect(output(page)).not.toContainText('script');
  });

  test('Alt+Z switches full screen on and off', async ({ page }) => {
    await content(page).click();
    await page.keyboard.press('Alt+z');
    await expect(page.getByTestId('editor-playground')).toHaveClass(/kx-fullscreen/);
    await expect(page.getByTestId('editor-playground')).toHaveCSS('z-index', '150');
    await page.keyboard.press('Alt+z');
    await expect(page.getByTestId('editor-playground')).not.toHaveClass(/kx-fullscreen/);
  });

  test('offers to restore a draft after a reload', async ({ page }) => {
    await content(page).click();
    await page.keyboard.type('Unsaved notice text');
    // Reloaded at once: the last keystrokes are still waiting for their autosave slot.
    await page.reload();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(content(page)).toContainText('Unsaved notice text');
  });

  test('says when the word limit is passed', async ({ page }) => {
    await page.getByLabel('Word limit').fill('3');
    await content(page).click();
    await page.keyboard.type('one two three');
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Over the limit' })).toHaveCount(0);
    await page.keyboard.type(' four');
    await expect(page.getByText('Over the limit of 3 words.')).toBeVisible();
  });

  test('asks before clearing the document', async ({ page }) => {
    await content(page).click();
    await page.keyboard.type('Keep me');
    await page.getByRole('button', { name: 'Clear document' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(content(page)).toContainText('Keep me');
    await page.getByRole('button', { name: 'Clear document' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(content(page)).not.toContainText('Keep me');
  });

  test('an uploaded image shows a placeholder, then the final image from the server', async ({ page }) => {
    // The upload is held until the placeholder has been seen, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/editor/controller?action=uploadimage*', async (route) => {
      await released;
      await route.continue();
    });
    await content(page).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await (await chooser).setFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: PNG });
    await expect(content(page).locator('img[alt^="kx-uploading-"]')).toHaveCount(1);
    release();
    await expect(content(page).locator('img[src^="/api/kaoshi-exam/editor/files/"]')).toHaveCount(1);
    await expect(content(page).locator('img[alt^="kx-uploading-"]')).toHaveCount(0);
    await expect(output(page)).toContainText('/api/kaoshi-exam/editor/files/');
  });

  test('a pasted image is uploaded too', async ({ page }) => {
    await content(page).click();
    await page.evaluate(
      (bytes) => {
        const file = new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' });
        const data = new DataTransfer();
        data.items.add(file);
        document
          .querySelector('.kx-content')!
          .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      [...PNG],
    );
    await expect(content(page).locator('img[src^="/api/kaoshi-exam/editor/files/"]')).toHaveCount(1);
  });

  test('a file type that is not allowed is refused with a message and leaves nothing behind', async ({ page }) => {
    await content(page).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(page.getByText('Files of this type are not allowed: drawing.svg')).toBeVisible();
    await expect(content(page).locator('img')).toHaveCount(0);
  });

  test('inserts a video from an address, at the default 420 × 280', async ({ page }) => {
    await content(page).click();
    await page.getByRole('button', { name: 'Video, audio, attachment' }).hover();
    await page.getByRole('menuitem', { name: 'Video from an address' }).click();
    await page.getByRole('textbox', { name: 'Address' }).fill('javascript:alert(1)');
    await page.getByRole('dialog', { name: 'Video from an address' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('The address must start with http://, https:// or /.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Address' }).fill('https://media.example/lesson.mp4');
    await page.getByRole('dialog', { name: 'Video from an address' }).getByRole('button', { name: 'OK' }).click();
    await expect(output(page)).toContainText('<video src="https://media.example/lesson.mp4" width="420" height="280"');
  });
});

import { expect, type Page } from '@playwright/test';
import { test } from './server';
import { signedInAs } from './helpers';

/** A real 2 × 2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const output = (page: Page) => page.getByTestId('editor-output');

/** Hands files to the editor as the browser does for a paste, or for a drop at the middle of the text area. */
async function transferFiles(page: Page, how: 'paste' | 'drop', files: { name: string; type: string; text: string }[]) {
  await page.evaluate(
    ({ how, files }) => {
      const data = new DataTransfer();
      for (const file of files) data.items.add(new File([file.text], file.name, { type: file.type }));
      const area = document.querySelector('.kx-content')!;
      const box = area.getBoundingClientRect();
      const at = { clientX: box.left + box.width / 2, clientY: box.top + Math.min(box.height / 2, 20) };
      area.dispatchEvent(
        how === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, ...at }),
      );
    },
    { how, files },
  );
}
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

  test('a pasted PDF and a dropped Word file are uploaded as attachments, beside an image pasted with them', async ({ page }) => {
    await content(page).click();
    await transferFiles(page, 'paste', [
      { name: 'exam-rules.pdf', type: 'application/pdf', text: '%PDF-1.4 rules' },
      { name: 'diagram.png', type: 'image/png', text: 'not really a png' },
    ]);
    const attachment = (name: string) => content(page).locator('a[href^="/api/kaoshi-exam/editor/files/"]', { hasText: `📎 ${name}` });
    await expect(attachment('exam-rules.pdf')).toHaveCount(1);
    await transferFiles(page, 'drop', [
      { name: 'seating.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', text: 'PK word' },
    ]);
    await expect(attachment('seating.docx')).toHaveCount(1);
    await expect(output(page)).toContainText('📎 seating.docx');
  });

  test('the bad-link message shows for the default 4 seconds', async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await content(page).click();
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
    // Time stands still from here, and moves only as the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('dialog', { name: 'Link' }).getByRole('button', { name: 'OK' }).click();
    const refusal = page.locator('.ant-message-notice', { hasText: 'A link must start with http://, https://, mailto: or /.' });
    await expect(refusal).toBeVisible();
    await page.clock.runFor(3900);
    await expect(refusal).toBeVisible();
    await page.clock.runFor(200);
    await expect(refusal).toHaveCount(0);
  });

  test("shows the document's sections as an outline, kept up to date", async ({ page }) => {
    const outline = page.getByTestId('editor-outline');
    await expect(outline).toContainText('Headings (Heading 1 to 6) appear here as an outline.');
    await content(page).click();
    await page.getByRole('button', { name: 'HTML source' }).click();
    await page
      .getByRole('textbox', { name: 'HTML source' })
      .fill('<h1>Exam rules</h1><p>Bring your ticket.</p><h2>Before the exam</h2><p>Arrive early.</p>');
    await page.getByRole('button', { name: 'HTML source' }).click();
    await expect(outline.locator(':scope > ul > li > .kx-outline-title')).toHaveText('Exam rules');
    await expect(outline.locator('ul ul li')).toHaveText('Before the exam h2 · positions 32–64');
    await content(page).getByRole('heading', { name: 'Before the exam' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' starts');
    await expect(outline.locator('ul ul li')).toHaveText('Before the exam starts h2 · positions 32–71');
  });
});

test("the toolbar's three selects share one row on a phone, also in a form", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, 'admin');
  await page.goto('/examPublishManage/examInstruction');
  await page.locator('.ant-card-extra').getByRole('button', { name: /Add$/ }).click();
  const toolbar = page.getByRole('dialog').getByRole('toolbar', { name: 'Formatting' });
  await expect(toolbar).toBeVisible();
  const boxes = await Promise.all(
    ['Paragraph format', 'Font', 'Font size'].map((name) =>
      toolbar.locator('.ant-select', { has: page.getByRole('combobox', { name, exact: true }) }).boundingBox(),
    ),
  );
  const row = (await toolbar.boundingBox())!;
  const [paragraph, font, size] = boxes.map((box) => box!);
  expect([font!.y, size!.y]).toEqual([paragraph!.y, paragraph!.y]);
  expect(paragraph!.x + paragraph!.width).toBeLessThanOrEqual(font!.x);
  expect(font!.x + font!.width).toBeLessThanOrEqual(size!.x);
  expect(size!.x + size!.width).toBeLessThanOrEqual(row.x + row.width);
});

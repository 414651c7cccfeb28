import { assertSafeHtml, type RichTextWindow, XSS_CORPUS } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise';

const browser = window as unknown as RichTextWindow;

describe("the browser's sanitiser, on the shared XSS corpus", () => {
  it('has at least 100 vectors to try', () => expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100));

  it.each(XSS_CORPUS.map((vector, index) => [index, vector]))('vector %i leaves nothing that can run', (_index, vector) => {
    const clean = sanitiseHtml(vector);
    expect(() => assertSafeHtml(clean, browser)).not.toThrow();
    expect(sanitiseHtml(clean)).toBe(clean);
  });

  it("keeps the editor's own shapes", () => {
    const html =
      '<p style="text-align: center; text-indent: 2.6em"><strong>A</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>' +
      '<table class="kx-interlaced kx-table-style-1"><tbody><tr><th>x</th><td colspan="2">1</td></tr></tbody></table>' +
      '<figure data-type="chart" data-chart-type="bar" data-chart="{&quot;columns&quot;:[]}" class="kx-chart"></figure>';
    const clean = sanitiseHtml(html);
    expect(clean).toContain('text-indent: 2.6em');
    expect(clean).toContain('kx-table-style-1');
    expect(clean).toContain('data-type="chart"');
    expect(clean).toContain('href="https://example.com"');
  });
});

import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { assertSafeHtml, findUnsafeHtml } from './assert-safe.js';
import { createRichTextSanitiser } from './sanitiser.js';
import { cleanAttribute, hasScriptUrl, isSafeUrl, SRC_SCHEMES } from './whitelist.js';
import { XSS_CORPUS } from './xss-corpus.js';

const { window } = new JSDOM('');
const { sanitise } = createRichTextSanitiser(window);

const FILE = `/api/kaoshi-exam/editor/files/${'a1'.repeat(32)}`;

describe('the XSS corpus', () => {
  it('holds at least 100 vectors', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_CORPUS.map((vector, index) => [index, vector] as const))('vector %i leaves nothing that runs code: %s', (_index, vector) => {
    const once = sanitise(vector);
    assertSafeHtml(once, window);
    // Parsed and sanitised again, it does not change: no mutation on the way through a browser.
    expect(sanitise(once)).toBe(once);
  });
});

/** What the editor writes; every shape comes back from the sanitiser exactly as it went in. */
const EDITOR_SHAPES: Record<string, string> = {
  'paragraph formats':
    '<p style="text-align: center; text-indent: 2.6em; line-height: 1.5; margin-top: 10px; margin-bottom: 10px">Text <strong>bold</strong> <b>b</b> ' +
    '<em>em</em> <i>i</i> <u>u</u> <s>strike</s> H<sub>2</sub>O x<sup>2</sup></p>',
  headings: [1, 2, 3, 4, 5, 6].map((level) => `<h${level} style="text-align: justify">Heading ${level}</h${level}>`).join(''),
  'font, size and colours':
    '<p><span style="color: #ff0000; font-size: 16px; font-family: &quot;Microsoft YaHei&quot;, 宋体, sans-serif">styled</span>' +
    '<span style="background-color: rgb(255, 192, 120); font-weight: bold; font-style: italic; text-decoration: underline line-through">more</span></p>',
  highlight: '<p><mark data-color="#ffc078" style="background-color: #ffc078; color: inherit">marked</mark></p>',
  links:
    '<p><a href="https://example.com/page?q=1#top" target="_blank" rel="noopener noreferrer nofollow" title="Example">out</a> ' +
    '<a href="/kaoshi/notice">root-relative</a> <a href="notice.html">relative</a> <a href="#part-2">anchor</a> <a href="mailto:exam@example.com">mail</a></p>',
  lists: '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
  'quote, code, rule and break':
    '<blockquote><p>quoted</p></blockquote><pre><code>if (a &lt; b &amp;&amp; c) {}</code></pre><hr><p>line<br>break</p>',
  images:
    '<p><img src="https://example.com/a.png" alt="A" title="Picture" width="300" height="200" style="width: 300px; height: auto">' +
    `<img src="${FILE}.png" alt=""><img src="https://cdn.example.com/b.jpg"></p>`,
  table:
    '<table class="kx-table-style-1" style="border-collapse: collapse; width: 100%; border: 1px solid #dddddd"><colgroup><col style="width: 120px" span="1">' +
    '<col style="min-width: 25px"></colgroup><thead><tr class="kx-row-odd"><th colspan="1" rowspan="1" colwidth="120" style="vertical-align: top">' +
    '<p>Name</p></th><th colspan="1" rowspan="1"><p>Score</p></th></tr></thead><tbody><tr class="kx-row-even"><td colspan="2" rowspan="1" ' +
    'colwidth="120,80" data-colwidth="120,80" style="vertical-align: top; text-align: center" class="kx-cell-selected"><p>1</p></td></tr></tbody></table>',
  'table styles': [1, 2, 3, 4]
    .map((n) => `<table class="kx-table-style-${n}"><tbody><tr><td><p>${n}</p></td></tr></tbody></table>`)
    .join(''),
  chart:
    `<figure data-type="chart" data-chart-type="bar" data-chart="${JSON.stringify({
      type: 'bar',
      title: 'Scores',
      categories: ['A', 'B'],
      series: [{ name: '2024', data: [1, 2.5] }],
    }).replace(/"/g, '&quot;')}" class="kx-chart"></figure>` +
    `<figure data-type="chart" data-chart-type="pie" data-chart="[]" class="kx-chart"></figure>` +
    `<figure data-type="chart" data-chart-type="line" data-chart="{}" class="kx-chart"></figure>`,
  video:
    `<video src="${FILE}.mp4" controls="" width="420" height="280" preload="metadata"></video>` +
    '<video controls="" width="420" height="280"><source src="https://example.com/v.webm" type="video/webm"></video>',
  audio: `<audio src="${FILE}.mp3" controls="" preload="none"></audio><audio controls=""><source src="https://example.com/a.ogg" type="audio/ogg"></audio>`,
  attachment: `<p><a class="kx-attachment" href="${FILE}.pdf" download="" title="report.pdf">report.pdf</a></p>`,
};

describe('the editor shapes', () => {
  it.each(Object.entries(EDITOR_SHAPES))('%s survive unchanged', (_name, html) => {
    expect(sanitise(html)).toBe(html);
    assertSafeHtml(html, window);
  });
});

describe('sanitising', () => {
  it('removes disallowed tags but keeps their text, except for code-bearing elements', () => {
    expect(sanitise('<div><font color="red">kept</font></div>')).toBe('kept');
    expect(sanitise('<p>a<script>alert(1)</script>b<style>p{}</style>c<embed src="/x">d</p>')).toBe('<p>abcd</p>');
    for (const tag of ['iframe', 'object', 'svg', 'math', 'template', 'noscript', 'textarea', 'select']) {
      expect(sanitise(`<p>a<${tag}>gone</${tag}>b</p>`), tag).toBe('<p>ab</p>');
    }
  });

  it('keeps the allowed declarations of a style and drops the rest', () => {
    expect(sanitise('<p style="color: red; position: fixed; background: url(x.png); text-align: left;">x</p>')).toBe(
      '<p style="color: red; text-align: left">x</p>',
    );
    expect(sanitise('<p style="position: absolute">x</p>')).toBe('<p>x</p>');
    expect(sanitise('<span style="font-family: &quot;a;b&quot;, serif">x</span>')).toBe('<span>x</span>');
    expect(sanitise('<span style="color: e\\78 pression(alert(1)); font-size: 12px">x</span>')).toBe(
      '<span style="font-size: 12px">x</span>',
    );
  });

  it('drops attributes not allowed on their tag and values that do not fit', () => {
    expect(sanitise('<p title="t" id="x" data-x="1" class="kx-a other">x</p>')).toBe('<p class="kx-a">x</p>');
    expect(sanitise('<a href="/x" target="_self" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitise('<img src="mailto:a@b.c" alt="x">')).toBe('<img alt="x">');
    expect(sanitise('<td colspan="two">x</td>')).toBe('x');
    expect(sanitise('<table><tbody><tr><td colspan="two" rowspan="2">x</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td rowspan="2">x</td></tr></tbody></table>',
    );
    expect(sanitise('<figure data-type="chart" data-chart-type="radar" data-chart="{not json" class="kx-chart"></figure>')).toBe(
      '<figure data-type="chart" class="kx-chart"></figure>',
    );
  });

  it('re-serialises chart JSON so that no string reads as markup or a URL scheme', () => {
    const data = JSON.stringify({ title: 'Data: </figure><img src=x onerror=alert(1)> javascript:alert(1)' });
    const out = sanitise(`<figure data-type="chart" data-chart-type="bar" data-chart='${data}' class="kx-chart"></figure>`);
    assertSafeHtml(out, window);
    const figure = new JSDOM(out).window.document.querySelector('figure')!;
    expect(JSON.parse(figure.getAttribute('data-chart')!)).toEqual(JSON.parse(data));
  });

  it('is idempotent on content that removal would leave malformed', () => {
    const once = sanitise('<p>1<div><p>2</p></div>3</p>');
    expect(sanitise(once)).toBe(once);
  });
});

describe('the whitelist checks', () => {
  it('accepts http(s), mailto and relative URLs only', () => {
    for (const url of [
      'https://a.example/x',
      'http://a',
      '/api/x.png',
      'x/y.png',
      '../y',
      '?q=1',
      '#top',
      '//cdn.example/x',
      'mailto:a@b.c',
      '/a:b',
    ]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      ' java\tscript:x',
      'JAVASCRIPT:x',
      'vbscript:x',
      'data:image/png;base64,AA',
      'blob:https://a/b',
      'file:///etc/passwd',
      'ftp://a',
      'x:y',
    ]) {
      expect(isSafeUrl(url), url).toBe(false);
    }
    expect(isSafeUrl('mailto:a@b.c', SRC_SCHEMES)).toBe(false);
  });

  it('finds script and data URLs anywhere in a value', () => {
    expect(hasScriptUrl('x javascript:y')).toBe(true);
    expect(hasScriptUrl('java\nscript:y')).toBe(true);
    expect(hasScriptUrl('data:text/html,x')).toBe(true);
    expect(hasScriptUrl('"data:x"')).toBe(true);
    expect(hasScriptUrl('metadata: x')).toBe(false);
    expect(hasScriptUrl('{"data":[1,2]}')).toBe(false);
  });

  it('answers per tag and attribute', () => {
    expect(cleanAttribute('a', 'href', 'javascript:x')).toBeNull();
    expect(cleanAttribute('p', 'href', '/x')).toBeNull();
    expect(cleanAttribute('p', 'class', 'kx-a kx-b')).toBe('kx-a kx-b');
    expect(cleanAttribute('p', 'class', 'evil')).toBeNull();
    expect(cleanAttribute('video', 'controls', '')).toBe('');
    expect(cleanAttribute('video', 'controls', 'javascript:x')).toBeNull();
  });

  it('reports what is unsafe', () => {
    const problems = findUnsafeHtml(
      '<p onclick="x" style="background: url(a)">x</p><svg><a href="/x"></a></svg><!-- c --><a href="javascript:x">y</a>',
      window,
    );
    expect(problems.join('\n')).toMatch(/event handler/);
    expect(problems.join('\n')).toMatch(/url\(\) or expression\(\)/);
    expect(problems.join('\n')).toMatch(/<svg> .* is not allowed/);
    expect(problems.join('\n')).toMatch(/<a> \(http:\/\/www.w3.org\/2000\/svg\) is not allowed/);
    expect(problems.join('\n')).toMatch(/a comment is left/);
    expect(problems.join('\n')).toMatch(/javascript:, vbscript: or data: URL/);
    expect(() => assertSafeHtml('<p>fine</p>', window)).not.toThrow();
  });
});

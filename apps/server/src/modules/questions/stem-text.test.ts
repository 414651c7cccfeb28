import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from '../../lib/rich-text.js';
import { cellToRichText, isBlankRichText, stemKeyOf, stemTextOf } from './stem-text.js';

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('stem text', () => {
  it('strips tags, decodes entities and keeps words of separate blocks apart', () => {
    expect(stemTextOf('<p>Which&nbsp;<strong>gas</strong> &amp; why?</p><p>A &lt;b&gt; &#x263A; &#9731;</p>')).toBe(
      'Which gas & why? A <b> ☺ ☃',
    );
    expect(stemTextOf('<p>line<br>break</p><table><tbody><tr><td>1</td><td>2</td></tr></tbody></table>')).toBe('line break 1 2');
    expect(stemTextOf('<p>&unknown; &#0;</p>')).toBe('&unknown; &#0;');
  });

  it('counts text, images, video, audio and tables as content, and nothing else', () => {
    for (const blank of ['', '<p></p>', '<p>&nbsp; </p>', '<p><br></p>', '<p><strong> </strong></p>'])
      expect(isBlankRichText(blank), blank).toBe(true);
    for (const content of [
      '<p>x</p>',
      '<p><img src="/a.png"></p>',
      '<video src="/a.mp4"></video>',
      '<audio src="/a.mp3"></audio>',
      '<table><tbody><tr><td></td></tr></tbody></table>',
    ]) {
      expect(isBlankRichText(content), content).toBe(false);
    }
  });

  it('gives the same duplicate key whatever the case, spacing and markup', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => /\S/.test(text) && !/[<>&]/.test(text)),
        fc.boolean(),
        (text, bold) => {
          const spaced = text.split('').join(' ').toUpperCase();
          const html = bold ? `<p><strong>${spaced}</strong></p>` : `<p>${spaced}</p>`;
          expect(stemKeyOf(html)).toBe(stemKeyOf(`<p>${text.toLowerCase()}</p>`));
        },
      ),
    );
    expect(stemKeyOf('<p>Steel melts at 1370 °C</p>')).not.toBe(stemKeyOf('<p>Steel melts at 1371 °C</p>'));
    expect(stemKeyOf('<p><img src="/a.png"></p>')).not.toBe(stemKeyOf('<p><img src="/b.png"></p>'));
  });

  it('reads a plain-text cell as text, whatever characters it holds', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.startsWith('<')),
        (text) => {
          expect(stemTextOf(sanitiseRichText(cellToRichText(text)))).toBe(collapsed(text.replace(/\u00a0/g, ' ')));
        },
      ),
      { numRuns: 100 },
    );
    expect(cellToRichText('a <b> & "c"\nnext')).toBe('<p>a &lt;b&gt; &amp; &quot;c&quot;<br>next</p>');
    expect(cellToRichText('<p>html</p>')).toBe('<p>html</p>');
    expect(cellToRichText('')).toBe('');
  });
});

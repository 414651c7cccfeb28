import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_OPTIONS } from './captcha.js';

/** The vertical extent of the letters (filled paths; the noise lines are strokes) of one picture. */
function letterExtent(svg: string): { top: number; bottom: number } {
  const ys = [...svg.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)].flatMap(([, d]) =>
    [...d!.matchAll(/(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)/g)].map((pair) => Number(pair[2])),
  );
  return { top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('the captcha picture', () => {
  it('holds every letter whole: none reaches past its top or bottom edge', () => {
    for (let i = 0; i < 200; i++) {
      const { data } = svgCaptcha.create({ ...CAPTCHA_OPTIONS, charPreset: 'gjpqyQJ' });
      const { top, bottom } = letterExtent(data);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(CAPTCHA_OPTIONS.height);
    }
  });
});

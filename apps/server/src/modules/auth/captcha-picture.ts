import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/**
 * The captcha picture (security round 3, M2; docs/decisions/0005-captcha.md). The seed's pictures
 * (svg-captcha: upright letters side by side, each its own colour, two thin lines) were read by a
 * one-hour glyph-template solver, 600 of 600. These defeat that kind of solver
 * (captcha-solver.test.ts) while staying readable:
 * - every glyph is warped on its own: turned, sheared, stretched and bent by a wave;
 * - glyphs overlap their neighbours, so no gap separates one from the next;
 * - each glyph takes one of several shapes: the letter's upper or lower case (the answer ignores
 *   case), regular or bold, so one character has several templates;
 * - all text and the noise lines share one colour, and the lines run through the text band as
 *   thick as the strokes, so neither colour nor thinness tells them apart.
 * The alphabet leaves out characters that look alike once warped (0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B,
 * 6/G, 9/g, U/V, c/C …). This slows automated reading; the sign-in throttle is the real defence.
 */

/** Upper case; the picture draws some in lower case. */
export const CAPTCHA_ALPHABET = 'ACEFHJKMNPRTWXY34679';
/** Letters whose lower case is a different shape worth drawing (k, w, x … would only be smaller). */
const LOWER_SHAPES = new Set(['A', 'E', 'F', 'H', 'N', 'R', 'T', 'Y']);
/** Picture size: glyphs sit closer than their width, so they touch or overlap. */
export const CAPTCHA_HEIGHT = 50;
const PITCH = 25;
/** Room kept free above and below the glyphs. */
const EDGE = 3;
const MARGIN = 16;
export const captchaWidth = (size: number) => PITCH * (size - 1) + 2 * MARGIN + 24;

interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
}
/** The opentype.js font svg-captcha loaded (its bundled Comismsh): the outlines we warp. */
const font = (svgCaptcha.options as unknown as { font: { charToGlyph(ch: string): Glyph; unitsPerEm: number } }).font;

const between = (low: number, high: number) => low + Math.random() * (high - low);
const round = (n: number) => Math.round(n * 10) / 10;

/** The answer: drawn with crypto's generator, not Math.random, whose state can be recovered from its outputs. */
export const captchaText = (size: number) =>
  Array.from({ length: size }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

type Point = [number, number];

/** A glyph's own warp: an affine turn/shear/stretch about its centre, then a gentle wave. */
function glyphWarp(cx: number, cy: number): (point: Point) => Point {
  const angle = between(-0.3, 0.3);
  const shear = between(-0.3, 0.3);
  const sx = between(0.8, 1.2);
  const sy = between(0.85, 1.15);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const wave = {
    ax: between(1, 2.5),
    ay: between(1, 2.5),
    fx: between(0.15, 0.3),
    fy: between(0.15, 0.3),
    px: between(0, 6.3),
    py: between(0, 6.3),
  };
  return ([x, y]) => {
    const dx = (x - cx) * sx + shear * (y - cy);
    const dy = (y - cy) * sy;
    const rx = cx + dx * cos - dy * sin;
    const ry = cy + dx * sin + dy * cos;
    return [rx + wave.ax * Math.sin(ry * wave.fy + wave.py), ry + wave.ay * Math.sin(rx * wave.fx + wave.px)];
  };
}

/** Path data of one character, warped, centred at (cx, cy). */
function warpedGlyph(ch: string, cx: number, cy: number): string {
  const fontSize = between(40, 46);
  const glyph = font.charToGlyph(ch);
  const width = ((glyph.advanceWidth ?? 0) * fontSize) / font.unitsPerEm;
  // The outline's baseline sits a third of the size below the centre: capitals and digits centre on it.
  const { commands } = glyph.getPath(cx - width / 2, cy + fontSize * 0.33, fontSize);
  const warp = glyphWarp(cx, cy);
  const warped = commands.map((cmd) => ({
    type: cmd.type,
    points: (cmd.type === 'Q'
      ? [
          [cmd.x1, cmd.y1],
          [cmd.x, cmd.y],
        ]
      : cmd.type === 'C'
        ? [
            [cmd.x1, cmd.y1],
            [cmd.x2, cmd.y2],
            [cmd.x, cmd.y],
          ]
        : cmd.type === 'Z'
          ? []
          : [[cmd.x, cmd.y]]
    ).map(([x = 0, y = 0]) => warp([x, y])),
  }));
  // A glyph turned or bent past the edge is moved back in whole: none is cut off.
  const ys = warped.flatMap((cmd) => cmd.points.map(([, y]) => y));
  const shift = Math.max(0, EDGE - Math.min(...ys)) - Math.max(0, Math.max(...ys) - (CAPTCHA_HEIGHT - EDGE));
  return warped.map((cmd) => cmd.type + cmd.points.map(([x, y]) => `${round(x)} ${round(y + shift)}`).join(' ')).join('');
}

/** A filled band along a wavy curve through the text band: as thick as a letter's stroke, in the letters' colour. */
function noiseBand(width: number): string {
  const thickness = between(1.5, 2.3);
  const [y0, y1] = [between(12, 38), between(12, 38)];
  const amplitude = between(2, 6);
  const phase = between(0, 6.3);
  const frequency = between(0.03, 0.07);
  const centre = (x: number): Point => [x, y0 + ((y1 - y0) * x) / width + amplitude * Math.sin(x * frequency + phase)];
  const xs = Array.from({ length: 13 }, (_, i) => between(0, 8) + ((width - 8) * i) / 12);
  const top = xs.map((x) => centre(x)).map(([x, y]) => `${round(x)} ${round(y - thickness / 2)}`);
  const bottom = xs
    .reverse()
    .map((x) => centre(x))
    .map(([x, y]) => `${round(x)} ${round(y + thickness / 2)}`);
  return `M${top.join('L')}L${bottom.join('L')}Z`;
}

/** A dark ink, different every time, on the page's light background. */
const ink = () => `hsl(${randomInt(360)},${randomInt(45, 75)}%,${randomInt(22, 34)}%)`;

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

/** The SVG of a captcha answering `text` (case ignored). */
export function drawCaptcha(text: string): string {
  const width = captchaWidth(text.length);
  const filled: string[] = [];
  const bold: string[] = [];
  [...text].forEach((ch, i) => {
    const shape = LOWER_SHAPES.has(ch) && Math.random() < 0.5 ? ch.toLowerCase() : ch;
    const d = warpedGlyph(shape, MARGIN + 12 + i * PITCH + between(-3, 3), CAPTCHA_HEIGHT / 2 + between(-3, 3));
    (Math.random() < 0.4 ? bold : filled).push(d);
  });
  const bands = Array.from({ length: text.length <= 4 ? 2 : 3 }, () => noiseBand(width));
  const colour = ink();
  // One path for the regular glyphs and the lines alike (in random order), one for the bold glyphs.
  const paths = [
    `<path fill="${colour}" stroke="${colour}" stroke-width="0.8" stroke-linejoin="round" d="${shuffled([...filled, ...bands]).join('')}"/>`,
  ];
  if (bold.length > 0)
    paths.push(`<path fill="${colour}" stroke="${colour}" stroke-width="2" stroke-linejoin="round" d="${bold.join('')}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CAPTCHA_HEIGHT}" viewBox="0,0,${width},${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f7fb"/>${paths.join('')}</svg>`
  );
}

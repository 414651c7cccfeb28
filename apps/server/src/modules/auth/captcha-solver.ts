/**
 * A glyph-template captcha solver like the one of security round 3 (M2), kept to test the
 * captcha against: it renders the SVG to a bitmap, drops thin lines, cuts the ink into as many
 * pieces as the captcha has characters (runs of inked columns, merged or cut in equal bands to
 * the count), scales each piece to a small grid and names it after the nearest template learnt from
 * labelled captchas. Test code only (captcha-solver.test.ts).
 */

type Point = [number, number];
interface Shape {
  filled: boolean;
  strokeWidth: number;
  outlines: Point[][];
}

/** Path data (absolute M, L, Q, C, Z, as both the old and new pictures write it) flattened to polylines. */
function outlinesOf(d: string): Point[][] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const outlines: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  let i = 0;
  const num = () => Number(tokens[i++]);
  const bezier = (controls: Point[]) => {
    for (let s = 1; s <= 6; s++) {
      const t = s / 6;
      let pts = [at, ...controls];
      while (pts.length > 1) pts = pts.slice(1).map((p, k) => [pts[k]![0] + (p[0] - pts[k]![0]) * t, pts[k]![1] + (p[1] - pts[k]![1]) * t]);
      current.push(pts[0]!);
    }
    at = controls[controls.length - 1]!;
  };
  let command = 'M';
  while (i < tokens.length) {
    if (/[A-Z]/i.test(tokens[i]!)) command = tokens[i++]!.toUpperCase();
    if (command === 'Z') {
      if (current.length) outlines.push(current);
      current = [];
      continue;
    }
    if (command === 'M') {
      if (current.length) outlines.push(current);
      at = [num(), num()];
      current = [at];
      command = 'L';
    } else if (command === 'L') {
      at = [num(), num()];
      current.push(at);
    } else if (command === 'Q')
      bezier([
        [num(), num()],
        [num(), num()],
      ]);
    else if (command === 'C')
      bezier([
        [num(), num()],
        [num(), num()],
        [num(), num()],
      ]);
  }
  if (current.length) outlines.push(current);
  return outlines;
}

function shapesOf(svg: string): { width: number; height: number; shapes: Shape[] } {
  const width = Number(/width="(\d+)"/.exec(svg)![1]);
  const height = Number(/height="(\d+)"/.exec(svg)![1]);
  const shapes = [...svg.matchAll(/<path ([^>]*)\/>/g)].map(([, attrs]) => ({
    filled: !/fill="none"/.test(attrs!),
    strokeWidth: /stroke=/.test(attrs!) ? Number(/stroke-width="([\d.]+)"/.exec(attrs!)?.[1] ?? 1) : 0,
    outlines: outlinesOf(/(?:^|\s)d="([^"]+)"/.exec(attrs!)![1]!),
  }));
  return { width, height, shapes };
}

/** Ink (1) and background (0), one byte a pixel, as a browser would paint the picture (colours ignored). */
export function rasterise(svg: string): { width: number; height: number; ink: Uint8Array } {
  const { width, height, shapes } = shapesOf(svg);
  const ink = new Uint8Array(width * height);
  for (const shape of shapes) {
    if (shape.filled) {
      // Non-zero winding at each pixel centre, row by row.
      for (let y = 0; y < height; y++) {
        const cy = y + 0.5;
        const crossings: { x: number; dir: number }[] = [];
        for (const outline of shape.outlines)
          for (let k = 0; k < outline.length; k++) {
            const [x0, y0] = outline[k]!;
            const [x1, y1] = outline[(k + 1) % outline.length]!;
            if (y0 <= cy !== y1 <= cy) crossings.push({ x: x0 + ((cy - y0) * (x1 - x0)) / (y1 - y0), dir: y1 > y0 ? 1 : -1 });
          }
        crossings.sort((a, b) => a.x - b.x);
        let winding = 0;
        for (let c = 0; c < crossings.length - 1; c++) {
          winding += crossings[c]!.dir;
          if (winding === 0) continue;
          for (let x = Math.max(0, Math.ceil(crossings[c]!.x - 0.5)); x < Math.min(width, crossings[c + 1]!.x - 0.5); x++)
            ink[y * width + x] = 1;
        }
      }
    }
    if (shape.strokeWidth > 0) {
      const r = Math.max(0.5, shape.strokeWidth / 2);
      for (const outline of shape.outlines)
        for (let k = 0; k + 1 < outline.length; k++) {
          const [x0, y0] = outline[k]!;
          const [x1, y1] = outline[k + 1]!;
          const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2) + 1;
          for (let s = 0; s <= steps; s++) {
            const px = x0 + ((x1 - x0) * s) / steps;
            const py = y0 + ((y1 - y0) * s) / steps;
            for (let y = Math.floor(py - r); y <= py + r; y++)
              for (let x = Math.floor(px - r); x <= px + r; x++)
                if (x >= 0 && y >= 0 && x < width && y < height && Math.hypot(x + 0.5 - px, y + 0.5 - py) <= r) ink[y * width + x] = 1;
          }
        }
    }
  }
  return { width, height, ink };
}

const GRID = 14;

/** Thin lines out: a pixel stays when at least three of its eight neighbours are ink too. */
function withoutThinLines({ width, height, ink }: ReturnType<typeof rasterise>) {
  const kept = new Uint8Array(ink.length);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      if (!ink[y * width + x]) continue;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) n += ink[(y + dy) * width + x + dx]!;
      if (n >= 4) kept[y * width + x] = 1;
    }
  return { width, height, ink: kept };
}

interface Piece {
  left: number;
  right: number;
  pixels: number[];
}

/** Runs of columns holding ink, left to right, with their pixels; slivers dropped. */
function columnRuns(width: number, height: number, ink: Uint8Array): Piece[] {
  const runs: Piece[] = [];
  for (let x = 0; x < width; x++) {
    const pixels: number[] = [];
    for (let y = 0; y < height; y++) if (ink[y * width + x]) pixels.push(y * width + x);
    if (pixels.length <= 1) continue;
    const last = runs[runs.length - 1];
    if (last && last.right === x - 1) {
      last.right = x;
      last.pixels.push(...pixels);
    } else runs.push({ left: x, right: x, pixels });
  }
  return runs.filter((run) => run.right - run.left >= 2);
}

/** A piece cut into `parts` equal column bands. */
function split(piece: Piece, parts: number, width: number): Piece[] {
  const span = piece.right - piece.left + 1;
  return Array.from({ length: parts }, (_, k) => {
    const left = piece.left + Math.floor((span * k) / parts);
    const right = piece.left + Math.floor((span * (k + 1)) / parts) - 1;
    return { left, right, pixels: piece.pixels.filter((p) => p % width >= left && p % width <= right) };
  });
}

/**
 * The picture cut into `count` pieces: its runs of inked columns, the closest merged while there are too many,
 * the widest cut in equal bands while there are too few; each scaled to a GRID×GRID vector.
 */
export function segments(svg: string, count: number): Float32Array[] {
  const { width, height, ink } = withoutThinLines(rasterise(svg));
  let pieces = columnRuns(width, height, ink);
  if (pieces.length === 0) pieces = [{ left: 0, right: width - 1, pixels: [] }];
  while (pieces.length > count) {
    let best = 0;
    for (let k = 1; k < pieces.length - 1; k++)
      if (pieces[k + 1]!.left - pieces[k]!.right < pieces[best + 1]!.left - pieces[best]!.right) best = k;
    const [a, b] = [pieces[best]!, pieces[best + 1]!];
    pieces.splice(best, 2, { left: Math.min(a.left, b.left), right: Math.max(a.right, b.right), pixels: [...a.pixels, ...b.pixels] });
  }
  while (pieces.length < count) {
    const widths = pieces.map((piece) => piece.right - piece.left + 1);
    const widest = widths.indexOf(Math.max(...widths));
    const typical = widths.reduce((sum, w) => sum + w, 0) / count;
    const parts = Math.min(count - pieces.length + 1, Math.max(2, Math.round(widths[widest]! / typical)));
    pieces.splice(widest, 1, ...split(pieces[widest]!, parts, width));
  }
  return pieces.map(({ left, right, pixels }) => {
    const vector = new Float32Array(GRID * GRID);
    if (pixels.length === 0) return vector;
    const ys = pixels.map((p) => Math.floor(p / width));
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    const [w, h] = [right - left + 1, bottom - top + 1];
    for (const p of pixels) {
      const [x, y] = [p % width, Math.floor(p / width)];
      vector[Math.min(GRID - 1, Math.floor(((y - top) * GRID) / h)) * GRID + Math.min(GRID - 1, Math.floor(((x - left) * GRID) / w))]! += 1;
    }
    const cell = (w * h) / (GRID * GRID);
    return vector.map((v) => v / cell);
  });
}

/** Templates per character (case ignored), up to `perCharacter` pieces each, from labelled captchas. */
export function learn(labelled: { svg: string; text: string }[], perCharacter = 24) {
  const templates = new Map<string, Float32Array[]>();
  for (const { svg, text } of labelled) {
    segments(svg, text.length).forEach((vector, k) => {
      const ch = text[k]!.toLowerCase();
      const list = templates.get(ch) ?? [];
      if (list.length < perCharacter) list.push(vector);
      templates.set(ch, list);
    });
  }
  return templates;
}

/** The solver's reading: each piece named after its nearest template. */
export function solve(templates: Map<string, Float32Array[]>, svg: string, count: number): string {
  return segments(svg, count)
    .map((vector) => {
      let best = '?';
      let bestDistance = Infinity;
      for (const [ch, list] of templates)
        for (const template of list) {
          let distance = 0;
          for (let k = 0; k < vector.length; k++) distance += (vector[k]! - template[k]!) ** 2;
          if (distance < bestDistance) [best, bestDistance] = [ch, distance];
        }
      return best;
    })
    .join('');
}

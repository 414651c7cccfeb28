import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No cycle between server modules (docs/ARCHITECTURE.md, "Layers and the boundary check"): the
 * boundary check sees cycles between files, but a module importing another through its index.ts
 * can close a loop through other files (attempts → papers → publications → attempts did). Here
 * each module is one node, each product import of another module's file an edge.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = join(ROOT, 'apps/server/src/modules');
const IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const isTestCode = (path) => path.split(sep).includes('test') || /\.test\.ts$/.test(path);

function productFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (isTestCode(path)) return [];
    if (entry.isDirectory()) return productFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (path) => {
  const inside = relative(MODULES, path);
  return inside.startsWith('..') ? null : inside.split(sep)[0];
};

/** Module → the other modules its product files import. */
export function moduleGraph() {
  const graph = new Map();
  for (const file of productFiles(MODULES)) {
    const from = moduleOf(file);
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(join(dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The cycles a depth-first walk closes, each as its modules in order from the alphabetically first. */
export function moduleCycles(graph) {
  const cycles = new Set();
  const done = new Set();
  const walk = (node, path) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const first = loop.indexOf([...loop].sort()[0]);
        cycles.add([...loop.slice(first), ...loop.slice(0, first)].join(' → '));
      } else if (!done.has(next)) walk(next, [...path, next]);
    }
    done.add(node);
  };
  for (const start of graph.keys()) if (!done.has(start)) walk(start, [start]);
  return [...cycles];
}

describe('server modules (docs/ARCHITECTURE.md "Layers and the boundary check")', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('would report a cycle closed through a third module', () => {
    const graph = new Map([
      ['attempts', new Set(['papers'])],
      ['papers', new Set(['publications'])],
      ['publications', new Set(['attempts'])],
      ['exam-core', new Set()],
    ]);
    expect(moduleCycles(graph)).toEqual(['attempts → papers → publications']);
  });
});

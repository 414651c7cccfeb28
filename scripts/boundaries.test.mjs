import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every rule of .dependency-cruiser.cjs must be able to fail (docs/ARCHITECTURE.md, "Layers and
 * the boundary check"): a small tree with the repository's folder layout passes `npm run
 * lint:boundaries` (the same command, the real config copied byte for byte), and the same tree with
 * one planted violation per rule fails naming that rule for that file. A rule that no longer
 * matches what it guards, or a rule added without a plant here, fails this test.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RULES = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')).forbidden.map((rule) => rule.name);
const CHECK = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['lint:boundaries'];
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const W = 'apps/web/src/';
const S = 'apps/server/src/';

/** A clean tree: every layer, each importing only what the rules allow (test code crossing, as it may). */
const CLEAN = {
  'apps/web/src/main.tsx': `import './app/router';`,
  [`${W}app/router.tsx`]: `import '../features/a/page'; import '../features/b/page'; import '../layout/navbar'; import './providers';`,
  [`${W}app/providers.tsx`]: `import '../lib/session';`,
  [`${W}features/a/page.tsx`]: `import '../../lib/session'; import '../../components/button';`,
  [`${W}features/a/page.test.tsx`]: `import '../b/page';`,
  [`${W}features/a/test/render-fixture.ts`]: `import '../../b/page';`,
  [`${W}features/b/page.tsx`]: `import '../../lib/session'; import '@kaoshi/contracts';`,
  [`${W}layout/navbar.tsx`]: `import '../lib/session'; import '../components/button';`,
  [`${W}lib/session.ts`]: `import './http';`,
  [`${W}lib/http.ts`]: `export const http = 1;`,
  [`${W}components/button.tsx`]: `export const button = 1;`,
  [`${W}editor/editor.tsx`]: `import '../components/button';`,
  [`${W}shared/door.ts`]: `export const door = 1;`,
  'apps/server/package.json': JSON.stringify({ name: '@kaoshi/server', exports: { './testing': './src/testing/index.ts' } }),
  [`${S}app.ts`]: `import './modules/a/routes.js'; import './modules/b/routes.js'; import './plugins/access.js';`,
  [`${S}modules/a/index.ts`]: `export * from './service.js';`,
  [`${S}modules/a/routes.ts`]: `import './service.js';`,
  [`${S}modules/a/service.ts`]: `import '../b/index.js'; import '../../lib/helper.js'; import '../../db/schema.js'; import type {} from '../../plugins/access.js';`,
  [`${S}modules/a/service.test.ts`]: `import '../b/repository.js'; import './test/a-fixture.js';`,
  [`${S}modules/a/test/a-fixture.ts`]: `import '../../b/repository.js';`,
  [`${S}modules/b/index.ts`]: `export * from './repository.js';`,
  [`${S}modules/b/routes.ts`]: `import './repository.js';`,
  [`${S}modules/b/repository.ts`]: `import '../../db/schema.js';`,
  [`${S}plugins/access.ts`]: `import '../lib/helper.js'; import '../modules/b/index.js';`,
  [`${S}lib/helper.ts`]: `export const helper = 1;`,
  [`${S}db/schema.ts`]: `export const schema = 1;`,
  [`${S}seed/seed.ts`]: `import '../modules/a/index.js';`,
  [`${S}ops/backup.ts`]: `import '../db/schema.js';`,
  [`${S}security/matrix-callers.ts`]: `import '../modules/a/index.js'; import '../modules/a/test/a-fixture.js'; import '../test/harness.js';`,
  [`${S}testing/index.ts`]: `import '../modules/a/index.js'; import '../test/harness.js';`,
  [`${S}test/harness.ts`]: `import '../modules/b/repository.js';`,
  'packages/contracts/package.json': JSON.stringify({ name: '@kaoshi/contracts', exports: { '.': './src/index.ts' } }),
  'packages/contracts/src/index.ts': `export const contract = 1;`,
  'bench/run.ts': `import '@kaoshi/server/testing'; import '@kaoshi/contracts';`,
  'e2e/tests/flow.spec.ts': `import '@kaoshi/contracts';`,
};

/**
 * One planted violation per rule: the file that crosses, what it holds, and any file it needs.
 * The fixtures' names (`*-fixture.ts`) show that a name exempts nothing; only a test/ folder does.
 */
const PLANTS = [
  { rule: 'web-feature-to-feature', from: `${W}features/a/cross-fixture.ts`, code: `import '../b/page';` },
  {
    rule: 'web-feature-reaches-feature',
    from: `${W}features/a/through-shared.tsx`,
    code: `import '../../shared/door-a';`,
    also: { [`${W}shared/door-a.ts`]: `import '../features/b/page';` },
  },
  { rule: 'web-shared-to-feature', from: `${W}components/feature-card.tsx`, code: `import '../features/a/page';` },
  {
    rule: 'web-shared-reaches-feature',
    from: `${W}layout/through-shared.tsx`,
    code: `import '../shared/door-b';`,
    also: { [`${W}shared/door-b.ts`]: `import '../features/b/page';` },
  },
  { rule: 'web-feature-to-app', from: `${W}features/b/uses-app.tsx`, code: `import '../../app/providers';` },
  { rule: 'web-layout-to-router', from: `${W}layout/uses-router.tsx`, code: `import '../app/router';` },
  { rule: 'web-shared-to-app', from: `${W}editor/uses-app.tsx`, code: `import '../app/providers';` },
  {
    rule: 'web-cycle',
    from: `${W}lib/cycle-a.ts`,
    code: `import './cycle-b'; export type A = 1;`,
    also: { [`${W}lib/cycle-b.ts`]: `import type { A } from './cycle-a'; export const b: A = 1;` },
  },
  { rule: 'web-to-server', from: `${W}lib/uses-server.ts`, code: `import '../../../server/src/lib/helper.js';` },
  { rule: 'server-module-internals', from: `${S}modules/a/cross-fixture.ts`, code: `import '../b/repository.js';` },
  { rule: 'server-outer-to-module-internals', from: `${S}seed/demo.ts`, code: `import '../modules/b/repository.js';` },
  {
    rule: 'server-cycle',
    from: `${S}modules/a/cycle-a.ts`,
    code: `import './cycle-b.js'; export type A = 1;`,
    also: { [`${S}modules/a/cycle-b.ts`]: `import type { A } from './cycle-a.js'; export const b: A = 1;` },
  },
  { rule: 'server-db-to-module', from: `${S}db/uses-module.ts`, code: `import '../modules/a/index.js';` },
  { rule: 'server-lib-to-module', from: `${S}lib/uses-module.ts`, code: `import '../modules/a/index.js';` },
  { rule: 'server-lib-to-plugins', from: `${S}lib/uses-plugin.ts`, code: `import '../plugins/access.js';` },
  { rule: 'server-plugins-to-module', from: `${S}plugins/uses-module.ts`, code: `import '../modules/b/repository.js';` },
  { rule: 'product-to-test-code', from: `${S}modules/a/uses-fixture.ts`, code: `import './test/a-fixture.js';` },
  { rule: 'apps-to-bench', from: `${S}lib/uses-bench.ts`, code: `import '../../../../bench/run.js';` },
  { rule: 'outside-to-app-internals', from: 'bench/uses-internals.ts', code: `import '../apps/server/src/modules/a/service.js';` },
  { rule: 'outside-to-app-internals', from: 'e2e/tests/uses-internals.spec.ts', code: `import '../../apps/web/src/lib/http';` },
  { rule: 'packages-to-apps', from: 'packages/contracts/src/uses-app.ts', code: `import '../../../apps/web/src/lib/http';` },
];

function writeTree(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${text}\n`);
  }
}

/** A tree in a temporary folder with the real config and TypeScript settings, and the workspace links npm makes. */
function makeTree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'kaoshi-boundaries-'));
  writeTree(dir, files);
  copyFileSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  copyFileSync(join(ROOT, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  mkdirSync(join(dir, 'node_modules/@kaoshi'), { recursive: true });
  symlinkSync(join(dir, 'apps/server'), join(dir, 'node_modules/@kaoshi/server'));
  symlinkSync(join(dir, 'packages/contracts'), join(dir, 'node_modules/@kaoshi/contracts'));
  return dir;
}

/** `npm run lint:boundaries`, as package.json spells it, in that tree. */
function runCheck(dir) {
  const [command, ...args] = CHECK.split(/\s+/);
  expect(command).toBe('depcruise');
  const run = spawnSync(process.execPath, [DEPCRUISE, ...args], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the boundary check (docs/ARCHITECTURE.md "Layers and the boundary check")', () => {
  const dirs = [];
  let clean;
  let planted;

  beforeAll(() => {
    const cleanDir = makeTree(CLEAN);
    const plantedFiles = { ...CLEAN };
    for (const plant of PLANTS) Object.assign(plantedFiles, { [plant.from]: plant.code }, plant.also);
    const plantedDir = makeTree(plantedFiles);
    dirs.push(cleanDir, plantedDir);
    clean = runCheck(cleanDir);
    planted = runCheck(plantedDir);
  }, 120_000);

  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('passes a tree that keeps every rule, test code crossing from its test/ folders', () => {
    expect(clean.output).toContain('no dependency violations found');
    expect(clean.status).toBe(0);
  });

  it('has a planted violation for every rule in the config', () => {
    expect(new Set(PLANTS.map((plant) => plant.rule))).toEqual(new Set(RULES));
  });

  it.each(PLANTS.map((plant) => [plant.rule, plant.from]))('fails on %s, planted in %s', (rule, from) => {
    expect(planted.status).not.toBe(0);
    expect(planted.output).toContain(`error ${rule}: ${from}`);
  });

  it('reports nothing in the planted tree beyond the plants', () => {
    const reported = [...planted.output.matchAll(/error ([a-z-]+): (\S+)/g)].map(([, rule, from]) => ({ rule, from }));
    const expected = new Set(PLANTS.map((plant) => plant.from));
    // A plant may break a second rule too (the router reaches the features), but no clean file is reported.
    expect(reported.filter((report) => !expected.has(report.from) && !/\/(door-[ab]|cycle-b)\./.test(report.from))).toEqual([]);
  });
});

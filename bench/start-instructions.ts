/**
 * What a start costs the event loop, in instructions: bench/start-burst.ts run under valgrind's
 * callgrind, counting the instructions the main thread (the event loop: routes, SQLite, garbage
 * collection, compilation) executes in the measured burst, divided by its starts. Wall-clock
 * figures on this kind of machine swing 3x from hour to hour and 30 % from minute to minute
 * (docs/performance.md rounds 22 and 23), several times what a change to a start can move; two
 * runs of the same code here count within 0.1 % of each other, whatever else the machine is doing
 * (round 24). So a change to the start path is measured here, before and after, and the burst's
 * wall-clock figures are then read against the same hour's floor.
 *
 * Why the run is shaped as it is (round 24 measured each):
 * - node runs with --predictable (no compiler or collector threads racing the main thread: their
 *   timing under valgrind changes what gets optimised when) and --expose-gc, for the full
 *   collection start-burst.ts makes right before the measured burst: otherwise whether a major
 *   collection falls inside it is chance, and moved the count by a third.
 * - The benchmark is bundled with esbuild first, not run through tsx: tsx's module hooks run on a
 *   thread of their own, which spins under valgrind.
 * - Only the main thread is counted: the WAL checkpointer's thread and libuv's pool run on a
 *   timer or off the event loop, and under valgrind (50x slower) a timer fires 50x as often.
 * - One start at a time, after 3,000 unmeasured ones (the code compiled as in a server that has
 *   run its check-in); the count is zeroed and dumped around the measured burst by two calls
 *   nothing else makes (start-burst.ts's markers).
 * The count includes the in-process client (inject, and parsing the start's answer), the same
 * before and after a change to the server; the full collection drops compiled code, so the
 * compiler's share is overstated.
 *
 * Run: npm run bench:start-instructions [-- --candidates 500] [--warm-up 3000] [--runs 2] [--in-flight 1]
 * Needs valgrind (Debian's package of that name). SQLite only.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const CANDIDATES = option('--candidates', 500);
const WARM_UP = option('--warm-up', 3000);
const RUNS = option('--runs', 2);
const IN_FLIGHT = option('--in-flight', 1);

try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('valgrind is not installed: apt-get install -y valgrind');
  process.exit(2);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the server's node_modules so that the bundle's imports of its packages resolve from there.
const outDir = path.join(root, 'apps/server/node_modules/.cache/kaoshi-bench');
const bundle = path.join(outDir, 'start-burst.mjs');
await build({
  entryPoints: [path.join(root, 'bench/start-burst.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // The workspace's own packages are TypeScript sources: bundled. Every other package (native
  // ones included) is loaded from node_modules as the server loads it.
  plugins: [
    {
      name: 'packages-external',
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@kaoshi/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

interface Count {
  total: number;
  /** The benchmark's own line: its starts a second under valgrind say how slowly that run went. */
  rate: string;
  perStart: number;
  /** Inclusive counts of the parts worth naming, from callgrind_annotate. */
  parts: Map<string, number>;
}

const PARTS: [label: string, pattern: RegExp][] = [
  ['SQLite statements', /:sqlite3_step\b/],
  ['garbage collection', /:v8::internal::Heap::CollectGarbage\(/],
  ['optimising compiler', /:v8::internal::Runtime_CompileOptimized\(/],
  ['JSON.parse', /:v8::internal::Builtin_JsonParse\(/],
  ['JSON.stringify', /:v8::internal::Builtin_JsonStringify\(/],
];

async function countOnce(run: number): Promise<Count> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-start-instructions-'));
  const out = path.join(dir, 'callgrind.out');
  const args = [
    '--tool=callgrind',
    '--separate-threads=yes',
    '--zero-before=uv_os_getpriority',
    '--dump-before=uv_loadavg',
    `--callgrind-out-file=${out}`,
    process.execPath,
    '--predictable',
    '--expose-gc',
    bundle,
    ...['--candidates', String(CANDIDATES), '--warm-up', String(WARM_UP), '--in-flight', String(IN_FLIGHT), '--no-login'],
  ];
  const log: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    // Its own SQLite file whatever DATABASE_URL says: the count is of the embedded database's path.
    const child = spawn('valgrind', args, { env: { ...process.env, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.on('exit', resolve);
  });
  // The main thread's dump at the end of the measured burst (thread 1, dump 1).
  const dump = `${out}.1-01`;
  if (code !== 0 || !fs.existsSync(dump)) {
    console.error(log.join(''));
    throw new Error(`run ${run}: the benchmark under valgrind failed (exit ${code})`);
  }
  const summary = /^summary: (\d+)/m.exec(fs.readFileSync(dump, 'utf8'));
  if (!summary) throw new Error(`run ${run}: no summary in ${dump}`);
  const total = Number(summary[1]);
  const annotated = execFileSync('callgrind_annotate', ['--inclusive=yes', '--threshold=100', '--auto=no', dump], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  }).split('\n');
  const parts = new Map<string, number>();
  for (const [label, pattern] of PARTS) {
    // Recursive calls are listed again with a '2 suffix; the outermost line holds the whole.
    const line = annotated.find((text) => pattern.test(text) && !/'\d/.test(text));
    if (line) parts.set(label, Number(line.trim().split(/\s+/)[0]!.replaceAll(',', '')));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const rate = /(\d+) starts\/s/.exec(log.join(''))?.[1] ?? '?';
  return { total, rate, perStart: total / CANDIDATES, parts };
}

console.log(
  `start + content under callgrind: ${CANDIDATES} measured starts after ${WARM_UP} to warm up, ${IN_FLIGHT} in flight, ` +
    `${RUNS} run(s) side by side (a few minutes each)`,
);
const counts = await Promise.all(Array.from({ length: RUNS }, (_, run) => countOnce(run + 1)));
const millions = (instructions: number) => (instructions / 1e6).toFixed(3);
for (const [run, count] of counts.entries()) {
  const parts = [...count.parts].map(([label, value]) => `${label} ${((100 * value) / count.total).toFixed(1)} %`).join(', ');
  console.log(
    `run ${run + 1}: ${millions(count.perStart)} M instructions per start on the event loop ` +
      `(${parts}; ${count.rate} starts/s under valgrind)`,
  );
}
// Runs of the same code agree to about 0.1 %; a larger spread says something in the run is left to
// chance again (round 24).
const perStart = counts.map((count) => count.perStart);
const lowest = Math.min(...perStart);
console.log(
  `lowest: ${millions(lowest)} M instructions per start; spread ${((100 * (Math.max(...perStart) - lowest)) / lowest).toFixed(2)} %`,
);

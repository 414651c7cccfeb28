#!/usr/bin/env node
/**
 * Prints the JavaScript each route downloads after `npm run build` (raw and gzipped), the entry
 * first, then each lazily loaded page's own addition; then the candidate's whole path (login →
 * /kaoshi → exam room → exam page) against the budget of 250 KB gzipped, and fails
 * when the candidate path loads the editor or the charts (spreadsheets are made on the server).
 * Run: npm run build && npm run size
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { filesOf, pageCosts, pathFiles, staticClosure } from './bundle-sizes-lib.mjs';

const BUDGET_KB = 250;
const CANDIDATE_PAGES = ['src/features/attempts/kaoshi-page.tsx', 'src/features/attempts/exam-room-page.tsx', 'src/features/attempts/exam-page.tsx'];
/** Text only these libraries' bundles contain. */
const FORBIDDEN = { 'rich-text editor (TipTap/ProseMirror)': /ProseMirror|prosemirror-/, 'charts (ECharts)': /echarts|zrender/i };

const dist = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const sizeCache = new Map();
const sizeOf = (file) => {
  if (!sizeCache.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizeCache.get(file);
};
const total = (files) => files.reduce((sum, file) => ({ raw: sum.raw + sizeOf(file).raw, gzip: sum.gzip + sizeOf(file).gzip }), { raw: 0, gzip: 0 });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (name, size) => `${name.padEnd(60)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)}`;

console.log(row('JavaScript loaded', { raw: 'raw', gzip: 'gzip' }).replace(/NaN KB/g, '').replace('undefined', ''));
console.log(row('entry (login, shell)', total(filesOf(manifest, staticClosure(manifest, 'index.html')))));
for (const { page, files } of pageCosts(manifest).sort((a, b) => total(b.files).gzip - total(a.files).gzip)) {
  console.log(row(`+ ${page.replace('src/features/', '')}`, total(files)));
}

const candidateFiles = pathFiles(manifest, CANDIDATE_PAGES);
const candidate = total(candidateFiles);
console.log(`\ncandidate path (entry, /kaoshi, exam room, exam page): ${kb(candidate.raw)} raw, ${kb(candidate.gzip)} gzipped; budget ${BUDGET_KB} KB gzipped`);
const problems = [];
if (candidate.gzip > BUDGET_KB * 1024) problems.push(`the candidate path is ${kb(candidate.gzip)} gzipped, over the ${BUDGET_KB} KB budget`);
for (const [what, marker] of Object.entries(FORBIDDEN)) {
  const found = candidateFiles.filter((file) => marker.test(fs.readFileSync(path.join(dist, file), 'utf8')));
  if (found.length > 0) problems.push(`the candidate path loads the ${what}: ${found.join(', ')}`);
}
for (const problem of problems) console.error(`OVER BUDGET: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);

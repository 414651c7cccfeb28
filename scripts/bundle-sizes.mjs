#!/usr/bin/env node
/**
 * Prints the JavaScript each route downloads after `npm run build` (raw and gzipped), the entry
 * first, then each lazily loaded page's own addition; then the candidate's whole path (login →
 * /kaoshi → exam room → exam page) against the budget of 250 KB gzipped, and fails
 * when the candidate path loads the editor, the charts or a spreadsheet library.
 * Run: npm run build && npm run size   (node scripts/bundle-sizes.mjs [dist] [--warn])
 * --warn reports a problem without failing (the root build uses it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addedFiles, filesOf, libraryChunks, measure, pageCosts, pathFiles, pathKeys, staticClosure } from './bundle-sizes-lib.mjs';

const BUDGET_KB = 250;
const CANDIDATE_PAGES = ['src/features/attempts/kaoshi-page.tsx', 'src/features/attempts/exam-room-page.tsx', 'src/features/attempts/exam-page.tsx'];
/** Libraries the candidate path must not load: by module or chunk name, and by text only their code contains. */
const FORBIDDEN = {
  'rich-text editor (TipTap/ProseMirror)': { name: /@tiptap|prosemirror/i, text: /ProseMirror|prosemirror-/ },
  'charts (ECharts)': { name: /echarts|zrender/i, text: /echarts|zrender/i },
  'spreadsheets (exceljs)': { name: /exceljs/i, text: /exceljs/i },
};

const args = process.argv.slice(2);
const warnOnly = args.includes('--warn');
const dist = args.find((arg) => !arg.startsWith('--')) ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const read = (file) => fs.readFileSync(path.join(dist, file));
const sizeOf = (files) => measure(files, read);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (name, raw, gzip) => `${name.padEnd(58)} ${raw.padStart(10)} ${gzip.padStart(10)}`;
const sizeRow = (name, size) => row(name, kb(size.raw), kb(size.gzip));

console.log(row('JavaScript loaded', 'raw', 'gzip'));
console.log(sizeRow('entry (login, session, router, shell)', sizeOf(filesOf(manifest, staticClosure(manifest, 'index.html')))));
const CONSOLE_LAYOUT = 'src/layout/console-layout.tsx';
if (manifest[CONSOLE_LAYOUT]) console.log(sizeRow('+ console layout (menus, tabs, navbar: every console page)', sizeOf(addedFiles(manifest, CONSOLE_LAYOUT))));
const pages = pageCosts(manifest).map(({ page, files }) => ({ page, size: sizeOf(files) }));
for (const { page, size } of pages.sort((a, b) => b.size.gzip - a.size.gzip)) console.log(sizeRow(`+ ${page.replace('src/features/', '')}`, size));

const candidateFiles = pathFiles(manifest, CANDIDATE_PAGES);
const candidate = sizeOf(candidateFiles);
const entryFiles = new Set(filesOf(manifest, staticClosure(manifest, 'index.html')));
const pagesOnly = sizeOf(candidateFiles.filter((file) => !entryFiles.has(file)));
console.log(`\ncandidate path (entry, /kaoshi, exam room, exam page): ${kb(candidate.raw)} raw, ${kb(candidate.gzip)} gzipped`);
console.log(`  of which the three pages beyond the entry: ${kb(pagesOnly.gzip)} gzipped; budget ${BUDGET_KB} KB gzipped for the whole path`);

const problems = [];
if (candidate.gzip > BUDGET_KB * 1024) problems.push(`the candidate path is ${kb(candidate.gzip)} gzipped, over the ${BUDGET_KB} KB budget`);
const candidateKeys = pathKeys(manifest, CANDIDATE_PAGES);
const byName = libraryChunks(manifest, candidateKeys, Object.fromEntries(Object.entries(FORBIDDEN).map(([what, marker]) => [what, marker.name])));
for (const [what, marker] of Object.entries(FORBIDDEN)) {
  const named = byName.filter((found) => found.library === what).map((found) => manifest[found.key].file);
  const containing = candidateFiles.filter((file) => marker.text.test(read(file).toString('utf8')));
  const files = [...new Set([...named, ...containing])];
  if (files.length > 0) problems.push(`the candidate path loads the ${what}: ${files.join(', ')}`);
}
for (const problem of problems) console.error(`${warnOnly ? 'WARNING' : 'OVER BUDGET'}: ${problem}`);
process.exit(problems.length > 0 && !warnOnly ? 1 : 0);

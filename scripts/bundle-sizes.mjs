#!/usr/bin/env node
/**
 * Prints the JavaScript each route downloads after `npm run build` (raw and gzipped): the entry
 * first, then what each lazily loaded part adds (Ant Design's shell, the console layout, each
 * page, each language's catalogue); then what a candidate downloads — the sign-in page, /kaoshi
 * opened, the exam page opened, and the whole day on a fresh browser (sign-in → /kaoshi → exam
 * room → exam page), each in the language whose catalogue weighs most — and checks the whole day
 * against the budget of 250 KB gzipped. It fails when the candidate path loads Ant Design, the
 * editor, the charts or a spreadsheet library.
 * Run: npm run build && npm run size   (node scripts/bundle-sizes.mjs [dist] [--warn])
 * --warn reports a problem without failing (the root build uses it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addedFiles, filesOf, libraryChunks, measure, pageCosts, pathKeys, staticClosure } from './bundle-sizes-lib.mjs';

const BUDGET_KB = 250;
const KAOSHI = 'src/features/attempts/kaoshi-page.tsx';
const EXAM_PAGE = 'src/features/attempts/exam-page.tsx';
const LOGIN_PAGE = 'src/features/auth/login-page.tsx';
/** A candidate's day: signing in, their exams, the exam room, the exam page (plain kit, no Ant Design). */
const CANDIDATE_PAGES = [LOGIN_PAGE, KAOSHI, 'src/features/attempts/exam-room-page.tsx', EXAM_PAGE];
const ANTD_SHELL = 'src/app/antd-shell.tsx';
const CONSOLE_LAYOUT = 'src/layout/console-layout.tsx';
/** The starting language's catalogue loads before the first render (English is in the entry). */
const CATALOGUES = ['zh', 'es', 'ja'].map((lang) => ({ lang, key: `src/app/text/${lang}.ts` }));
/** Libraries the candidate path must not load: by module or chunk name, and by text only their code contains. */
const FORBIDDEN = {
  'Ant Design (its CSS-in-JS runtime)': { name: /[/\\]antd[/\\]|@ant-design[/\\]cssinjs/i, text: /data-ant-cssinjs-cache-path/ },
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
const row = (name, raw, gzip) => `${name.padEnd(68)} ${raw.padStart(10)} ${gzip.padStart(10)}`;
const sizeRow = (name, size) => row(name, kb(size.raw), kb(size.gzip));

const entryKeys = staticClosure(manifest, 'index.html');
const added = (key) => sizeOf(addedFiles(manifest, key));
/** What is loaded before a page: the entry; Ant Design's shell for the sign-in pages; the shell and the layout for console pages. */
const ANTD_PAGES = ['src/features/auth/auth-redirect-page.tsx', 'src/features/errors/'];
/** Plain-kit pages off the candidate's exam-day path (loaded from the entry alone, like the candidate's). */
const PLAIN_PAGES = ['src/features/auth/signup-page.tsx'];
const withShell = () => (manifest[ANTD_SHELL] ? staticClosure(manifest, ANTD_SHELL, new Set(entryKeys)) : new Set(entryKeys));
const frameOf = (page) => {
  if (CANDIDATE_PAGES.includes(page) || PLAIN_PAGES.includes(page)) return { base: new Set(entryKeys), label: '' };
  if (ANTD_PAGES.some((prefix) => page.startsWith(prefix))) return { base: withShell(), label: ' (beyond the shell)' };
  const base = withShell();
  return manifest[CONSOLE_LAYOUT]
    ? { base: staticClosure(manifest, CONSOLE_LAYOUT, base), label: ' (beyond the layout)' }
    : { base, label: '' };
};
console.log(row('JavaScript loaded', 'raw', 'gzip'));
console.log(sizeRow('entry (router, session, plain kit, English)', sizeOf(filesOf(manifest, entryKeys))));
if (manifest[ANTD_SHELL]) console.log(sizeRow('+ Ant Design shell (console, sign-in and error pages)', added(ANTD_SHELL)));
if (manifest[CONSOLE_LAYOUT])
  console.log(
    sizeRow('+ console layout (menus, tabs, navbar: every console page)', sizeOf(addedFiles(manifest, CONSOLE_LAYOUT, withShell()))),
  );
const pages = pageCosts(manifest, (page) => frameOf(page).base).map(({ page, files }) => ({ page, size: sizeOf(files) }));
for (const { page, size } of pages.sort((a, b) => b.size.gzip - a.size.gzip))
  console.log(sizeRow(`+ ${page.replace('src/features/', '')}${frameOf(page).label}`, size));
const catalogues = CATALOGUES.filter(({ key }) => manifest[key]);
for (const { lang, key } of catalogues) console.log(sizeRow(`+ language catalogue ${lang}`, added(key)));

/** What a visit that opens `pages` downloads, in the catalogue's language that weighs most (English when none). */
function visit(pageKeys) {
  const options = [{ lang: 'en', keys: pathKeys(manifest, pageKeys) }];
  for (const { lang, key } of catalogues) options.push({ lang, keys: pathKeys(manifest, [...pageKeys, key]) });
  const measured = options.map(({ lang, keys }) => ({ lang, keys, files: filesOf(manifest, keys), size: sizeOf(filesOf(manifest, keys)) }));
  return measured.sort((a, b) => b.size.gzip - a.size.gzip)[0];
}
if (!manifest[LOGIN_PAGE]) {
  console.error(`No ${LOGIN_PAGE} in the build: the sign-in page must be its own lazily loaded part, measured on the candidate path.`);
  process.exit(1);
}
const signIn = visit([LOGIN_PAGE]);
const kaoshi = visit([KAOSHI]);
const examPage = visit([EXAM_PAGE]);
const candidate = visit(CANDIDATE_PAGES);
const visitRow = (label, seen) => console.log(row(`${label}, in ${seen.lang}`, kb(seen.size.raw), kb(seen.size.gzip)));
console.log(`\nWhat a candidate downloads (budget ${BUDGET_KB} KB gzipped)`);
visitRow('sign-in page opened (entry, page, catalogue)', signIn);
visitRow('/kaoshi opened (a candidate already signed in)', kaoshi);
visitRow('exam page opened (a reload during the exam)', examPage);
visitRow('candidate path: sign-in, /kaoshi, exam room, exam page', candidate);
const candidateFiles = candidate.files;

const problems = [];
if (candidate.size.gzip > BUDGET_KB * 1024)
  problems.push(`the candidate path is ${kb(candidate.size.gzip)} gzipped, over the ${BUDGET_KB} KB budget`);
const byName = libraryChunks(
  manifest,
  candidate.keys,
  Object.fromEntries(Object.entries(FORBIDDEN).map(([what, marker]) => [what, marker.name])),
);
for (const [what, marker] of Object.entries(FORBIDDEN)) {
  const named = byName.filter((found) => found.library === what).map((found) => manifest[found.key].file);
  const containing = candidateFiles.filter((file) => marker.text.test(read(file).toString('utf8')));
  const files = [...new Set([...named, ...containing])];
  if (files.length > 0) problems.push(`the candidate path loads the ${what}: ${files.join(', ')}`);
}
for (const problem of problems) console.error(`${warnOnly ? 'WARNING' : 'OVER BUDGET'}: ${problem}`);
process.exit(problems.length > 0 && !warnOnly ? 1 : 0);

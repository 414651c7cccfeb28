/**
 * The pure half of scripts/bundle-sizes.mjs: what JavaScript a page needs, read from Vite's
 * build manifest (dist/.vite/manifest.json). A chunk needs itself and, recursively, its static
 * `imports`; `dynamicImports` load later (another route), so they do not count.
 */
import { gzipSync } from 'node:zlib';

/** Manifest keys of `key`'s chunk and everything it statically imports. */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The JavaScript files of a set of manifest keys (each file once). */
export const filesOf = (manifest, keys) => [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];

/**
 * Every lazily loaded page (a `features/…-page` module loaded with import()): the files it adds
 * to what was loaded before it, `baseOf(page)` (by default the entry).
 */
export function pageCosts(manifest, baseOf = () => staticClosure(manifest, 'index.html')) {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /features\/.+-page\.tsx$/.test(key))
    .map(([key]) => ({ page: key, files: addedFiles(manifest, key, baseOf(key)) }));
}

/** The files a lazily loaded module (a page, the console layout) adds to `base`, the keys already loaded (by default the entry's). */
export function addedFiles(manifest, key, base = staticClosure(manifest, 'index.html')) {
  return filesOf(
    manifest,
    [...staticClosure(manifest, key)].filter((k) => !base.has(k)),
  );
}

/** The manifest keys a user walking through `pages` (after the entry) loads, each once. */
export function pathKeys(manifest, pages, entryKey = 'index.html') {
  const keys = staticClosure(manifest, entryKey);
  for (const page of pages) staticClosure(manifest, page, keys);
  return keys;
}

/** The files a user walking through `pages` (after the entry) downloads, each once. */
export const pathFiles = (manifest, pages, entryKey = 'index.html') => filesOf(manifest, pathKeys(manifest, pages, entryKey));

/**
 * The keys among `keys` whose module or chunk is named after a library in `libraries`
 * ({ label: RegExp }), tested on the manifest key, `src`, `name` and `file`.
 */
export function libraryChunks(manifest, keys, libraries) {
  const found = [];
  for (const key of keys) {
    const { src = '', name = '', file = '' } = manifest[key];
    for (const [library, pattern] of Object.entries(libraries)) {
      if ([key, src, name, file].some((text) => pattern.test(text))) found.push({ library, key });
    }
  }
  return found;
}

/** Raw and gzipped bytes of `files` together, each read once through `read(file)` → Buffer. */
export function measure(files, read) {
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = read(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

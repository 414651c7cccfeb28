/**
 * The pure half of scripts/bundle-sizes.mjs: what JavaScript a page needs, read from Vite's
 * build manifest (dist/.vite/manifest.json). A chunk needs itself and, recursively, its static
 * `imports`; `dynamicImports` load later (another route), so they do not count.
 */

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
 * to what the entry already loaded.
 */
export function pageCosts(manifest, entryKey = 'index.html') {
  const entry = staticClosure(manifest, entryKey);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /features\/.+-page\.tsx$/.test(key))
    .map(([key]) => ({ page: key, files: filesOf(manifest, [...staticClosure(manifest, key)].filter((k) => !entry.has(k))) }));
}

/** The files a user walking through `pages` (after the entry) downloads, each once. */
export function pathFiles(manifest, pages, entryKey = 'index.html') {
  const keys = staticClosure(manifest, entryKey);
  for (const page of pages) staticClosure(manifest, page, keys);
  return filesOf(manifest, keys);
}

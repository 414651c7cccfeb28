import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { libraryChunks, measure, pageCosts, pathFiles, pathKeys, staticClosure } from './bundle-sizes-lib.mjs';

/** A small manifest as Vite writes it: an entry, two lazy pages sharing a chunk, an editor only one of them imports lazily. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/features/a/a-page.tsx', 'src/features/b/b-page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_editor.js': { file: 'assets/prosemirror-view.js', name: 'prosemirror-view', imports: ['_shared.js'] },
  'src/features/a/a-page.tsx': {
    file: 'assets/a-page.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
    dynamicImports: ['_editor.js'],
  },
  'src/features/b/b-page.tsx': { file: 'assets/b-page.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/b.css'] },
  'src/features/c/c-page.tsx': { file: 'assets/c-page.js', isDynamicEntry: true, imports: ['_editor.js'] },
};
const EDITOR = { 'rich-text editor': /prosemirror|@tiptap/i };

describe('bundle sizes from the Vite manifest', () => {
  it('follows static imports only: a dynamic import is another download, later', () => {
    expect([...staticClosure(manifest, 'src/features/a/a-page.tsx')].sort()).toEqual([
      '_react.js',
      '_shared.js',
      'index.html',
      'src/features/a/a-page.tsx',
    ]);
  });

  it("counts a page's own files beyond what the entry loaded", () => {
    expect(pageCosts(manifest)).toEqual([
      { page: 'src/features/a/a-page.tsx', files: ['assets/a-page.js', 'assets/shared.js'] },
      { page: 'src/features/b/b-page.tsx', files: ['assets/b-page.js', 'assets/shared.js'] },
      { page: 'src/features/c/c-page.tsx', files: ['assets/c-page.js', 'assets/prosemirror-view.js', 'assets/shared.js'] },
    ]);
  });

  it('counts a page beyond a frame it always loads with, when told so', () => {
    const afterShared = () => staticClosure(manifest, '_shared.js', staticClosure(manifest, 'index.html'));
    expect(pageCosts(manifest, afterShared).find(({ page }) => page.includes('b-page'))).toEqual({
      page: 'src/features/b/b-page.tsx',
      files: ['assets/b-page.js'],
    });
  });

  it('counts a chunk shared along a path once', () => {
    expect(pathFiles(manifest, ['src/features/a/a-page.tsx', 'src/features/b/b-page.tsx']).sort()).toEqual([
      'assets/a-page.js',
      'assets/b-page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('refuses a key the manifest does not have', () => {
    expect(() => staticClosure(manifest, 'src/features/x/x-page.tsx')).toThrow('not in the manifest');
  });

  it('finds an editor chunk a page imports statically, not one it imports lazily', () => {
    expect(libraryChunks(manifest, pathKeys(manifest, ['src/features/a/a-page.tsx']), EDITOR)).toEqual([]);
    expect(libraryChunks(manifest, pathKeys(manifest, ['src/features/c/c-page.tsx']), EDITOR)).toEqual([
      { library: 'rich-text editor', key: '_editor.js' },
    ]);
  });

  it('measures each file once, raw and gzipped', () => {
    const files = { 'a.js': Buffer.from('a'.repeat(1000)), 'b.js': Buffer.from('let b = 1;') };
    const gzipped = (name) => gzipSync(files[name], { level: 9 }).length;
    expect(measure(['a.js', 'b.js', 'a.js'], (name) => files[name])).toEqual({ raw: 1010, gzip: gzipped('a.js') + gzipped('b.js') });
  });
});

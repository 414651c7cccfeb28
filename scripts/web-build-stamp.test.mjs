import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildStamp } from './web-build-stamp.mjs';

let root;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-stamp-'));
  write('apps/web/src/main.tsx', 'render()');
  write('packages/contracts/src/api.ts', 'export const API = {}');
  write('package-lock.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the web build stamp', () => {
  it('is the same for the same sources, whatever their file times', () => {
    const before = webBuildStamp(root, {});
    fs.utimesSync(path.join(root, 'apps/web/src/main.tsx'), new Date(0), new Date(0));
    expect(webBuildStamp(root, {})).toBe(before);
  });

  it('changes with an edited, added or removed source, the contracts, the lockfile or a VITE_ variable', () => {
    const before = webBuildStamp(root, {});
    const changedBy = (change) => {
      const stamp = webBuildStamp(root, {});
      change();
      return webBuildStamp(root, {}) !== stamp;
    };
    expect(changedBy(() => write('apps/web/src/main.tsx', 'render(app)'))).toBe(true);
    expect(changedBy(() => write('apps/web/src/new-page.tsx', 'page'))).toBe(true);
    expect(changedBy(() => fs.rmSync(path.join(root, 'apps/web/src/new-page.tsx')))).toBe(true);
    expect(changedBy(() => write('packages/contracts/src/api.ts', 'export const API = { a: 1 }'))).toBe(true);
    expect(changedBy(() => write('package-lock.json', '{"v":2}'))).toBe(true);
    expect(webBuildStamp(root, { VITE_API: 'x' })).not.toBe(webBuildStamp(root, {}));
    expect(webBuildStamp(root, {})).not.toBe(before);
  });

  it('ignores the build, installed packages, tests and other variables', () => {
    const before = webBuildStamp(root, {});
    write('apps/web/dist/index.html', '<html>');
    write('apps/web/dist.stamp', before);
    write('apps/web/node_modules/x/index.js', 'x');
    write('apps/web/src/main.test.tsx', 'it()');
    write('packages/contracts/src/api.test.ts', 'it()');
    expect(webBuildStamp(root, { PORT: '8080' })).toBe(before);
  });
});

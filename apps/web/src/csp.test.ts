import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The page shell under the server's Content-Security-Policy (script-src 'self', no eval: decision 0009). */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');

describe('the page shell under the Content-Security-Policy', () => {
  it('has no inline script, no inline event handler and no inline style element', () => {
    const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body!.trim()).toBe('');
    }
    expect(indexHtml).not.toMatch(/\son[a-z]+\s*=/i);
    expect(indexHtml).not.toMatch(/<style\b/i);
  });

  it("turns zod's compiled parsers off before any module runs, so zod never tries new Function", async () => {
    const order = [...indexHtml.matchAll(/<script\b[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(order.indexOf('/zod-jitless.js')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('/zod-jitless.js')).toBeLessThan(order.indexOf('/src/main.tsx'));
    // In a fresh Node process, as in the browser: the script first, then zod (this test run's own
    // setup has loaded zod already, so checking here would not show what a first load reads).
    const check = `${readFileSync(path.join(webRoot, 'public/zod-jitless.js'), 'utf8')}
      const { z } = await import('zod');
      process.stdout.write(JSON.stringify([z.config().jitless, z.object({ a: z.number() }).safeParse({ a: 1 }).success]));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', check], { cwd: webRoot, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual([true, true]);
  });
});

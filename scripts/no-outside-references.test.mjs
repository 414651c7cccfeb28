import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code may cite only documents in the repository: the requirements live in docs/REQUIREMENTS.md
 * (cite its sections as "docs/REQUIREMENTS.md §n") or the comment states the rule itself. A
 * citation of a document outside the repository (a numbered spec section, a design file, an
 * issue number) leaves the next reader without the text it points to.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'deploy', 'eslint.config.js', 'vitest.config.ts'];
const OUTSIDE = [
  { pattern: /\bspec(?:s|ification)?\s+(?:section\s+|§\s*)?\d/i, what: 'a numbered spec section ("Spec 7")' },
  { pattern: /\bspec\s+sections?\b/i, what: 'a spec section' },
  { pattern: /\bDESIGN\.md\b/, what: 'DESIGN.md' },
  { pattern: /\bseed-spec\b/i, what: 'seed-spec.md' },
  { pattern: /\bissues?\s*#?\d/i, what: 'an issue number ("issue 7")' },
  { pattern: /\bthe spec\b|(?<![.\w])spec's\b/i, what: '"the spec"' },
  { pattern: /\/work\/shared\b/, what: 'a document on the build machine' },
];
const THIS_FILE = 'scripts/no-outside-references.test.mjs';

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...SCANNED], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\0').filter((file) => file && file !== THIS_FILE && /\.(?:[cm]?[jt]sx?|css|sh|sql|json|ya?ml|html)$/.test(file));
}

describe('references in code', () => {
  it('cite only documents in the repository', () => {
    const found = [];
    for (const file of trackedFiles()) {
      let text;
      try {
        text = readFileSync(join(ROOT, file), 'utf8');
      } catch {
        continue; // deleted in the working tree
      }
      text.split('\n').forEach((line, index) => {
        for (const { pattern, what } of OUTSIDE) {
          if (pattern.test(line)) found.push(`${file}:${index + 1}: cites ${what}: ${line.trim().slice(0, 120)}`);
        }
      });
    }
    expect(
      found,
      'Cite docs/REQUIREMENTS.md §n instead (add the rule there if it is missing), or state the rule in the comment itself.',
    ).toEqual([]);
  });
});

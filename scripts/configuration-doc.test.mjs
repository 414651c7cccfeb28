import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every environment variable the server reads is described in docs/CONFIGURATION.md, so the one
 * page a centre's IT reads cannot fall behind the code. The variables are the keys of each group's
 * `…Env` object in apps/server/src/config/ (config.ts puts the groups together).
 */
const root = new URL('..', import.meta.url);
const read = (file) => fs.readFileSync(new URL(file, root), 'utf8');
const CONFIG_DIR = 'apps/server/src/config/';

/** The keys of every `export const …Env = {…}` in one source file. */
export function schemaVariables(configSource) {
  const bodies = [...configSource.matchAll(/^export const \w+Env = \{([\s\S]*?)\n\};/gm)].map((match) => match[1]);
  return bodies.flatMap((body) => [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]));
}

export const undocumented = (variables, doc) => variables.filter((name) => !doc.includes(`\`${name}\``));

const groupFiles = () => fs.readdirSync(new URL(CONFIG_DIR, root)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('docs/CONFIGURATION.md', () => {
  it('describes every variable the server reads', () => {
    const variables = groupFiles().flatMap((name) => schemaVariables(read(CONFIG_DIR + name)));
    expect(variables.length).toBeGreaterThan(30);
    expect(undocumented(variables, read('docs/CONFIGURATION.md'))).toEqual([]);
  });

  it('notices a variable the page leaves out', () => {
    const source = 'export const runtimeEnv = {\n  PORT: z.number(),\n  NEW_SETTING: z.string(),\n};';
    expect(undocumented(schemaVariables(source), '- `PORT` (default: 8080)')).toEqual(['NEW_SETTING']);
  });

  it('reads every group that config.ts puts together', () => {
    const config = read('apps/server/src/config.ts');
    const groups = groupFiles().flatMap((name) =>
      [...read(CONFIG_DIR + name).matchAll(/^export const (\w+Env) = \{/gm)].map((match) => match[1]),
    );
    expect(groups.length).toBeGreaterThan(5);
    expect(groups.filter((group) => !config.includes(`...${group},`))).toEqual([]);
  });
});

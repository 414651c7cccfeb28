import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every environment variable the server reads (the keys of config.ts's envSchema) is described in
 * docs/CONFIGURATION.md, so the one page a centre's IT reads cannot fall behind the code.
 */
const root = new URL('..', import.meta.url);
const read = (file) => fs.readFileSync(new URL(file, root), 'utf8');

export function schemaVariables(configSource) {
  const body = configSource.match(/const envSchema = z\.object\(\{([\s\S]*?)\n\}\)/)?.[1] ?? '';
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
}

export const undocumented = (variables, doc) => variables.filter((name) => !doc.includes(`\`${name}\``));

describe('docs/CONFIGURATION.md', () => {
  it('describes every variable the server reads', () => {
    const variables = schemaVariables(read('apps/server/src/config.ts'));
    expect(variables.length).toBeGreaterThan(30);
    expect(undocumented(variables, read('docs/CONFIGURATION.md'))).toEqual([]);
  });

  it('notices a variable the page leaves out', () => {
    const source = 'const envSchema = z.object({\n  PORT: z.number(),\n  NEW_SETTING: z.string(),\n})';
    expect(undocumented(schemaVariables(source), '- `PORT` (default: 8080)')).toEqual(['NEW_SETTING']);
  });
});

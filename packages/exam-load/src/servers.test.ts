import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, serverNodeFlags } from './servers.js';

describe('the server process the benchmark starts', () => {
  it('takes the Node.js flags of the server’s npm start, between tsx and the entry', () => {
    expect(serverNodeFlags('NODE_ENV=production tsx --max-semi-space-size=64 --stack-size=2000 src/main.ts')).toEqual([
      '--max-semi-space-size=64',
      '--stack-size=2000',
    ]);
    expect(serverNodeFlags('NODE_ENV=production tsx src/main.ts')).toEqual([]);
    expect(() => serverNodeFlags('node dist/main.js')).toThrow('does not run tsx');
  });

  it('reads the repository’s own start script: the server runs with a young generation of 64 MB a semi-space', () => {
    expect(serverNodeFlags()).toContain('--max-semi-space-size=64');
  });

  it('gives the deployed service unit the same flags as npm start', () => {
    const unit = fs.readFileSync(path.join(REPO_ROOT, 'deploy/kaoshi@.service'), 'utf8');
    const execStart = unit.split('\n').find((line) => line.startsWith('ExecStart='))!;
    const words = execStart.split(/\s+/);
    const nodeFlags = words.slice(1, words.indexOf('--import')).filter((word) => word.startsWith('--'));
    expect(nodeFlags).toEqual(serverNodeFlags());
  });
});

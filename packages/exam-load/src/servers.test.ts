import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './servers.js';

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
});

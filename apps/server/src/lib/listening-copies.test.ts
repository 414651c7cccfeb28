import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addListeningCopies, type ListeningCopies } from './listening-copies.js';

/** A GET on a connection of its own; resolves with the body or the error's code. */
function getOnNewConnection(port: number): Promise<string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('copies of the listening socket (listening-copies.ts)', () => {
  let server: http.Server | undefined;
  let copies: ListeningCopies | undefined;
  afterEach(async () => {
    copies?.close();
    if (server?.listening) await new Promise((resolve) => server!.close(resolve));
  });

  it('accepts connections through every copy for the server, and stops accepting when closed', async () => {
    const acceptedBy = new Map<http.Server | undefined, number>();
    server = http.createServer((request, response) => response.end('answered'));
    // A connection the server accepted itself carries it as its server, a copy's the copy, until
    // the HTTP server's own listener (run after this one) sets it to the HTTP server.
    const halfOpen: boolean[] = [];
    server.prependListener('connection', (socket: { server?: http.Server; allowHalfOpen: boolean }) => {
      halfOpen.push(socket.allowHalfOpen);
      const by = socket.server === server ? server : undefined;
      acceptedBy.set(by, (acceptedBy.get(by) ?? 0) + 1);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    copies = await addListeningCopies(server, 7);
    expect(copies.count).toBe(7);

    const bodies = await Promise.all(Array.from({ length: 200 }, () => getOnNewConnection(port)));
    expect(bodies.filter((body) => body === 'answered')).toHaveLength(200);
    // Eight descriptors watched: the copies took part (a copy-less server would count 0 here).
    expect(acceptedBy.get(undefined) ?? 0).toBeGreaterThan(0);
    // Every one with the HTTP server's socket options, whichever descriptor accepted it.
    expect(halfOpen).toHaveLength(200);
    expect(halfOpen.every((value) => value)).toBe(true);

    // Closed, the copies accept nothing: with the server's own socket closed too, a connection is refused.
    copies.close();
    await new Promise((resolve) => server!.close(resolve));
    expect(await getOnNewConnection(port)).toBe('ECONNREFUSED');
  });

  it('gives no copies when asked for none, and the server accepts alone', async () => {
    server = http.createServer((request, response) => response.end('answered'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    copies = await addListeningCopies(server, 0);
    expect(copies.count).toBe(0);
    expect(await getOnNewConnection((server.address() as AddressInfo).port)).toBe('answered');
  });
});

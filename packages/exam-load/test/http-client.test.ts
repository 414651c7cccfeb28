import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonClient } from '../src/http-client.js';

/** A JSON endpoint that keeps idle connections for `keepAliveMs` and records who closed each. */
async function endpoint(keepAliveMs: number) {
  const closes: { byClient: boolean }[] = [];
  let connections = 0;
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 200, message: 'ok', data: { n: connections } }));
  });
  server.keepAliveTimeout = keepAliveMs;
  server.on('connection', (socket) => {
    connections += 1;
    // The client closed first when its end of the stream arrives before the server ended its own side.
    let byClient = false;
    socket.prependListener('end', () => (byClient = !socket.writableEnded));
    socket.on('close', () => closes.push({ byClient }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, server, closes, connections: () => connections };
}

async function until(condition: () => boolean, withinMs = 5_000) {
  const deadline = Date.now() + withinMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
}

describe('JsonClient keep-alive', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('closes an idle socket itself before the server would, so no request is sent on a socket the server is closing', async () => {
    const { url, server, closes, connections } = await endpoint(10_000);
    const client = new JsonClient(url, 4, 100);
    cleanups.push(
      () => client.close(),
      () => server.close(),
    );

    expect((await client.call('GET', '/a')).ok).toBe(true);
    // Idle past the client's limit, well inside the server's: the client ends the connection.
    expect(await until(() => closes.length === 1)).toBe(true);
    expect(closes[0]!.byClient).toBe(true);

    // The next call opens a fresh connection rather than reusing the closed one.
    const again = await client.call<{ n: number }>('GET', '/b');
    expect(again.ok).toBe(true);
    expect(connections()).toBe(2);
  });

  it('reuses a socket that is still inside its idle limit', async () => {
    const { url, server, connections } = await endpoint(10_000);
    const client = new JsonClient(url, 4, 5_000);
    cleanups.push(
      () => client.close(),
      () => server.close(),
    );

    for (let i = 0; i < 5; i++) expect((await client.call('GET', `/${i}`)).ok).toBe(true);
    expect(connections()).toBe(1);
  });
});

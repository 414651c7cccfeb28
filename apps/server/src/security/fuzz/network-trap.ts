import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that counts the requests it gets: hostile files name it (an external
 * entity, a formula's web call), and a test checks the server never called it.
 */
export interface NetworkTrap {
  url: string;
  hits(): number;
  close(): Promise<void>;
}

export async function startNetworkTrap(): Promise<NetworkTrap> {
  let hits = 0;
  const server = http.createServer((_request, response) => {
    hits += 1;
    response.end('<!ENTITY leaked "trapped">');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/trap`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

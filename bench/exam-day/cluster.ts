/**
 * Several server instances behind nginx, as deploy/ describes: the shipped site configuration
 * (deploy/nginx.conf) with its listen port and upstream lines pointed at this run's processes,
 * inside a minimal main configuration that keeps every file nginx writes in a temporary folder.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assertPortFree,
  REPO_ROOT,
  type ServerProcess,
  spawnChild,
  startServerProcess,
  stopChild,
  waitUntilHealthy,
} from '@kaoshi/exam-load';

export interface Cluster {
  url: string;
  servers: ServerProcess[];
  stop: () => Promise<void>;
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** deploy/nginx.conf with this run's ports: the upstream lines replaced, the listen port changed. */
export function siteConfig(shipped: string, proxyPort: number, instancePorts: readonly number[]): string {
  const upstream = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n');
  const withUpstream = shipped.replace(
    /(upstream kaoshi \{\n)(?:.*\n)*?(\s*keepalive)/,
    (_, head: string, keepalive: string) => `${head}${upstream}\n${keepalive}`,
  );
  if (withUpstream === shipped) throw new Error('deploy/nginx.conf: no "upstream kaoshi" block with a keepalive line');
  return withUpstream.replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`);
}

export async function startCluster(options: {
  env: Record<string, string>;
  proxyPort: number;
  instancePorts: readonly number[];
}): Promise<Cluster> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx (Debian package)');
  const ports = options.instancePorts;
  await assertPortFree(options.proxyPort, '127.0.0.1', 'nginx');
  const servers = await Promise.all(ports.map((port, i) => startServerProcess({ port, env: options.env, label: `instance ${i + 1}` })));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-nginx-'));
  const site = siteConfig(fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8'), options.proxyPort, ports);
  fs.writeFileSync(path.join(dir, 'kaoshi.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'worker_rlimit_nofile 20000;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 19000; }',
      'http {',
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      '  include kaoshi.conf;',
      '}',
    ].join('\n'),
  );
  const nginx: ChildProcess = spawnChild(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.proxyPort}`;
  const stopServers = () => Promise.all(servers.map((server) => server.stop()));
  try {
    await waitUntilHealthy(url, nginx, 15_000);
  } catch (error) {
    await stopChild(nginx, 0, 'SIGKILL');
    await stopServers();
    throw new Error(
      `nginx did not start: ${(error as Error).message}\n${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`,
    );
  }
  return {
    url,
    servers,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop; its workers are in its process group either way.
      await stopChild(nginx, 10_000, 'SIGQUIT');
      await stopServers();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

import path from 'node:path';
import { z } from 'zod';

/** CONFIGURATION.md "Where it runs and keeps its data". */
export const runtimeEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Measurement only: every response says how long the server took for it (plugins/server-timing.ts). */
  SERVER_TIMING: z.enum(['0', '1']).default('0'),
};

type RuntimeEnv = z.infer<z.ZodObject<typeof runtimeEnv>>;

export interface RuntimeSettings {
  env: RuntimeEnv['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** The built web app to serve at `/`; none in development and API tests. */
  webDist?: string;
  logLevel: RuntimeEnv['LOG_LEVEL'];
  /** A Server-Timing header on every response (SERVER_TIMING=1). */
  serverTiming: boolean;
}

export const runtimeSettings = (e: RuntimeEnv): RuntimeSettings => ({
  env: e.NODE_ENV,
  host: e.HOST,
  port: e.PORT,
  dataDir: e.DATA_DIR,
  webDist: e.WEB_DIST,
  logLevel: e.LOG_LEVEL,
  serverTiming: e.SERVER_TIMING === '1',
});

import type { Lang, PermissionKey } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DialectName } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { LiveHub } from './lib/live-hub.js';
import type { Database } from './db/schema.js';
import type { RateLimiter } from './plugins/rate-limiter.js';

/**
 * Who may call a route. Every /api route declares one; the app refuses to start otherwise,
 * and the authorisation tests read these declarations.
 */
export type Access = 'public' | 'signedIn' | { permission: PermissionKey | readonly PermissionKey[]; roles?: string[] };

/** The signed-in caller, loaded from the token on every protected request. */
export interface Viewer {
  userId: number;
  username: string;
  userType: number;
  roles: string[];
  permissions: ReadonlySet<string>;
  isSuperAdmin: boolean;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    lang: Lang;
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: DialectName;
    limiter: RateLimiter;
    /** Exam time: windows, deadlines, grace (lib/clock.ts). */
    clock: Clock;
    /** The live channel's message bus (lib/live-hub.ts). */
    live: LiveHub;
  }
}

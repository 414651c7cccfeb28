import type { Lang, PermissionKey } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DialectName } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { AppFileTasks } from './file-tasks.js';
import type { FileWork } from './lib/file-work/pool.js';
import type { LiveHub } from './lib/live-hub.js';
import type { AuditRoute } from './plugins/audit-trail/recorder.js';
import type { Database } from './db/schema.js';
import type { RateLimiter } from './plugins/rate-limiter.js';
import type { LimitedRoute, RequestLimit } from './plugins/request-limits.js';

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
  /** When the session ends by itself (ms since the epoch): a live socket opened with it closes then. */
  sessionExpiresAt: number;
  /** The account's password was set by staff: only routes with `config.duringPasswordChange` answer (plugins/access.ts). */
  passwordChangeDue: boolean;
}

/** One /api operation as registered: what the authorisation matrix and the fuzz tests walk. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** The zod schemas the route validates (body, querystring, params), when it declares them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** True for the WebSocket route (it is reached by an upgrade, not a plain request). */
  websocket: boolean;
  /** True when the session cookie alone signs the caller in (`config.cookie`, plugins/access.ts). */
  cookie: boolean;
  /** The audit action the route records when it succeeds (plugins/audit-trail/recorder.ts), if any. */
  audit?: AuditRoute['action'];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The session cookie alone may sign the caller in: only for GETs that change nothing and
     * that the browser requests by itself (images in rich text, the live socket). Every other
     * route needs the Authorization header (plugins/access.ts).
     */
    cookie?: true;
    /**
     * The route answers a session whose password must still be changed (a staff reset, a one-time
     * code): signing out, reading one's own account, setting the new password. Every other route
     * refuses such a session (plugins/access.ts).
     */
    duringPasswordChange?: true;
    /** Staff changes: what the audit trail records when the call succeeds (plugins/audit-trail/recorder.ts). */
    audit?: AuditRoute;
    /**
     * The route checks the session inside its own statement and the access hook only reads the
     * token (plugins/access.ts, deferredToken and requireViewer): the answer save, where the
     * viewer's statement was half of each save's round trips on PostgreSQL.
     */
    sessionInStatement?: true;
    /** A per-address limit this route counts against (plugins/request-limits.ts). */
    rateLimit?: RequestLimit;
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
    /** The worker threads for heavy file work (lib/file-work/pool.ts). */
    fileWork: FileWork<AppFileTasks>;
    /** Exam time: windows, deadlines, grace (lib/clock.ts). */
    clock: Clock;
    /** The live channel's message bus (lib/live-hub.ts). */
    live: LiveHub;
    /** Every /api operation with its declared access, in registration order (plugins/access.ts). */
    routeTable: RouteEntry[];
    /** Answers that broke their declared response schema, when the check runs (plugins/response-schemas.ts). */
    responseViolations: string[];
    /** The routes that carry a per-address limit (plugins/request-limits.ts). */
    limitedRoutes: LimitedRoute[];
  }
}

import { APP_FILE_TASKS_MODULE, type AppFileTasks } from './file-tasks.js';
import { FileWork } from './lib/file-work/pool.js';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppConfig } from './config.js';
import { describeCommitStats, groupCommitStats } from './db/group-commit.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedReferenceData } from './seed/seed.js';
import { type Clock, systemClock } from './lib/clock.js';
import { type LiveHub, memoryLiveHub } from './lib/live-hub.js';
import { decodeJsonBody, RequestValidationError, unstorableTextIssues } from './lib/validation.js';
import { attemptRoutes } from './modules/attempts/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { classRoutes } from './modules/classes/routes.js';
import { courseRoutes } from './modules/courses/routes.js';
import { departmentRoutes } from './modules/departments/routes.js';
import { editorRoutes } from './modules/editor/routes.js';
import { knowledgeRoutes } from './modules/knowledge/routes.js';
import { redisLiveHub } from './modules/live/redis-hub.js';
import { liveRoutes } from './modules/live/routes.js';
import { analysisRoutes } from './modules/analysis/routes.js';
import { registerAuditTrail } from './plugins/audit-trail/recorder.js';
import { auditRoutes } from './modules/audit/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { markingRoutes } from './modules/marking/routes.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { articleRoutes, learningRoutes } from './modules/articles/routes.js';
import { ticketRoutes } from './modules/tickets/routes.js';
import { venueRoutes } from './modules/venues/routes.js';
import { assessmentRoutes } from './modules/assessments/routes.js';
import { paperRoutes } from './modules/papers/routes.js';
import { permissionRoutes } from './modules/permissions/routes.js';
import { publicationRoutes } from './modules/publications/routes.js';
import { questionRoutes } from './modules/questions/routes.js';
import { roleRoutes } from './modules/roles/routes.js';
import { schoolRoutes } from './modules/schools/routes.js';
import { studentRoutes } from './modules/students/routes.js';
import { subjectRoutes } from './modules/subjects/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { registerAccessControl } from './plugins/access.js';
import { registerCors } from './plugins/cors.js';
import { frameworkError, registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerResponseSchemas } from './plugins/response-schemas.js';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './plugins/rate-limiter.js';
import { registerRequestLimits } from './plugins/request-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerServerTiming } from './plugins/server-timing.js';
import { registerWebApp } from './plugins/web-app.js';
import { type DestinationStream, requestLogger } from './lib/request-log.js';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Exam time (windows, deadlines); tests pass a ManualClock. */
  clock?: Clock;
  /** The live channel's hub; tests give two instances one Redis channel prefix of their own. */
  liveHub?: LiveHub;
  /** Rate-limit counters; tests give two instances one Redis key prefix of their own. */
  limiter?: RateLimiter;
  /** Where the log goes (standard output otherwise); tests read what a request writes there. */
  logStream?: DestinationStream;
}

/** Builds the whole app from a config: database migrated and seeded, plugins, then routes. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : requestLogger(config.logLevel, options.logStream),
    // No HEAD beside every GET: a HEAD runs the GET's handler, and a page can make the browser
    // send one with the cookie. A route that wants HEAD declares it (docs/SECURITY.md).
    exposeHeadRoutes: false,
    bodyLimit: 1024 * 1024,
    // Only a configured proxy may name the client's address (X-Forwarded-For: rate limits) and
    // scheme (X-Forwarded-Proto: HSTS, wss:); off by default (config.ts TRUST_PROXY).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or overlong path is refused with an envelope too (plugins/errors.ts).
    frameworkErrors: frameworkError,
  });

  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: config.sqliteFile,
      poolSize: config.databasePoolSize,
      pipelineCommits: config.sqliteCommitPipeline,
    });
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('clock', options.clock ?? systemClock);
  // Several instances serving one exam share the live channel through Redis; one instance keeps it in process.
  const liveOnError = (err: unknown) => app.log.warn({ err }, 'live channel: Redis');
  app.decorate('live', options.liveHub ?? (config.redisUrl ? redisLiveHub(config.redisUrl, { onError: liveOnError }) : memoryLiveHub()));
  app.decorate('limiter', options.limiter ?? (config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter()));
  app.decorate(
    'fileWork',
    new FileWork<AppFileTasks>({ ...config.fileWork, tasks: APP_FILE_TASKS_MODULE }, (err, task) =>
      app.log.warn({ err, task }, 'file work failed'),
    ),
  );
  app.addHook('onClose', async () => {
    await app.fileWork.close();
    // The exam-day benchmark sets COMMIT_STATS=1 to read the commit (fsync) times beside the save latency.
    const commits = process.env.COMMIT_STATS === '1' ? groupCommitStats(database.db) : null;
    if (commits) console.error(describeCommitStats(commits));
    await app.limiter.close();
    await app.live.close();
    if (!options.database) await database.db.destroy();
  });

  app.setValidatorCompiler<ZodType>(({ schema, httpPart }) => (data) => {
    // Bodies and queries reach the tables; a path's text (an editor file name) is matched, never stored.
    const unstorable = httpPart === 'params' ? [] : unstorableTextIssues(data);
    if (unstorable.length > 0) return { error: new RequestValidationError(unstorable) };
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  });
  app.setSerializerCompiler(serializerCompiler);
  // JSON bodies are decoded strictly (lib/validation.ts), then parsed by Fastify's own parser
  // (prototype-poisoning checks included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      parseJson(request, decodeJsonBody(body as Buffer), done);
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  await app.register(cookie);
  await app.register(formbody);
  // Uploads (teaching materials, student imports, the editor's files); each route sets its own file size limit.
  await app.register(multipart, { limits: { fileSize: config.materialMaxBytes, files: 1 } });
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  if (config.serverTiming) registerServerTiming(app);
  registerCors(app);
  registerAccessControl(app);
  // Before any route registers: its hooks read each route's `config.audit`.
  registerAuditTrail(app);
  registerRequestLimits(app);
  await registerOpenApi(app);
  registerResponseSchemas(app, { check: config.env === 'test' });

  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(permissionRoutes);
  await app.register(schoolRoutes);
  await app.register(departmentRoutes);
  await app.register(subjectRoutes);
  await app.register(classRoutes);
  await app.register(courseRoutes);
  await app.register(knowledgeRoutes);
  await app.register(studentRoutes);
  await app.register(questionRoutes);
  await app.register(paperRoutes);
  await app.register(noticeRoutes);
  await app.register(articleRoutes);
  await app.register(learningRoutes);
  await app.register(venueRoutes);
  await app.register(ticketRoutes);
  await app.register(assessmentRoutes);
  await app.register(publicationRoutes);
  await app.register(attemptRoutes);
  await app.register(liveRoutes);
  await app.register(analysisRoutes);
  await app.register(dashboardRoutes);
  await app.register(markingRoutes);
  await app.register(certificateRoutes);
  await app.register(editorRoutes);
  await app.register(auditRoutes);
  await app.register(registrationRoutes);
  await app.register(notificationRoutes);
  app.get('/api/health', { config: { access: 'public' } }, async () => ({
    status: 200,
    message: 'ok',
    data: { dialect: database.dialect },
  }));

  await registerWebApp(app, config.webDist);
  return app;
}

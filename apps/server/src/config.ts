import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_PASSWORD, type Lang, LANGS } from '@kaoshi/contracts';
import { z } from 'zod';
import type { FileWorkOptions } from './lib/file-work/pool.js';

const megabytes = (fallback: number) => z.coerce.number().positive().max(4096).default(fallback);

/** "png, .JPG,jpeg" → ['png', 'jpg', 'jpeg']. */
const extensionList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase().replace(/^\./, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9]{1,10}$/, { message: 'extensions are letters and digits, comma-separated' })).min(1));

/** A comma list, trimmed, empty items dropped. */
const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** proxy-addr's names for address ranges, or an IP address, optionally with a CIDR prefix. */
const isProxyAddress = (item: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

const TRUST_NONE = ['false', '0', 'off'];
const TRUST_ALL = ['true', '1', 'on'];
/**
 * Which proxies may tell the client's address (X-Forwarded-For) and scheme (X-Forwarded-Proto).
 * Off by default: an instance reached directly must count login attempts against the socket's
 * address, or a client could name any address it likes. `true` trusts every hop (only where
 * nothing but the proxy can reach the port); better a list: `loopback`, `10.0.0.5`, `10.0.0.0/8`.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value) => value.trim().toLowerCase())
  .refine(
    (value) => [...TRUST_NONE, ...TRUST_ALL].includes(value) || (commaList(value).length > 0 && commaList(value).every(isProxyAddress)),
    {
      message: 'TRUST_PROXY takes false, true, or a comma list of addresses, CIDR ranges, loopback, linklocal, uniquelocal',
    },
  )
  .transform((value): boolean | string[] => (TRUST_NONE.includes(value) ? false : TRUST_ALL.includes(value) ? true : commaList(value)));

/** Origins (scheme://host[:port]) another site's pages may call the API from; none by default. */
const corsOriginsSchema = z
  .string()
  .default('')
  .transform(commaList)
  .pipe(
    z.array(
      z.string().refine(
        (item) => {
          try {
            const url = new URL(item);
            const exact = url.origin === item.toLowerCase().replace(/\/$/, '');
            return (url.protocol === 'https:' || url.protocol === 'http:') && exact && !item.includes('*');
          } catch {
            return false;
          }
        },
        { message: 'CORS_ORIGINS takes origins such as https://exam.example.org, comma-separated (no paths, no *)' },
      ),
    ),
  )
  .transform((items) => items.map((item) => new URL(item).origin));

/**
 * The language the first start writes the demo data and the first accounts' names in, when
 * DEMO_LANGUAGE does not say: the process's locale (LC_ALL, else LANG, as POSIX ranks them) when
 * it names one of the product's languages (`ja_JP.UTF-8` → ja). Otherwise Chinese: the product
 * certifies against China's national occupational standards and its centres are Chinese, while a
 * server's locale is mostly the image's `C`/`POSIX` or unset and says nothing about the people
 * who will sign in.
 */
export function demoLanguageFromLocale(env: Record<string, string | undefined>): Lang {
  const locale = env.LC_ALL || env.LANG || '';
  const base = /^([a-z]{2,3})(?:[_.@-]|$)/i.exec(locale)?.[1]?.toLowerCase();
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : 'zh';
}

/** Environment → typed configuration, validated once at start with a readable message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  // PostgreSQL connections per instance: a save is one statement, so a pool of about twice the
  // database machine's cores keeps it busy; instances × pool must stay under max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  // SQLite: exam writes are acknowledged after the log's fsync made off the event loop, while the
  // next batch commits (db/wal-sync.ts). `off` makes each batch's COMMIT sync on the event loop, as
  // before: for measuring the difference (bench/exam-day), never needed to be safe.
  SQLITE_COMMIT_PIPELINE: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Measurement only: every response says how long the server took for it (plugins/server-timing.ts). */
  SERVER_TIMING: z.enum(['0', '1']).default('0'),
  /** For automated tests only: every captcha's answer becomes this code. */
  CAPTCHA_FIXED: z.string().min(1).max(12).optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** The demo exam (seed/demo-exam.ts); on whenever SEED_DEMO is, unless set to 0. */
  SEED_DEMO_EXAM: z.enum(['0', '1']).optional(),
  /** The language of the demo data and the first accounts' names (seed/demo-text/); see demoLanguageFromLocale. */
  DEMO_LANGUAGE: z.enum(LANGS).optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  /**
   * Set by a centre that wants staff resets and new accounts to get this password rather than a
   * one-time code made per account (docs/REQUIREMENTS.md §12); the owner must still change it at the
   * first sign-in. Unset, it only names the seeded demo accounts' password (123456, docs/REQUIREMENTS.md §12).
   */
  DEFAULT_PASSWORD: z.string().min(6).optional(),
  /** How long a one-time code or temporary password set by staff signs in before it expires. */
  ONE_TIME_PASSWORD_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(72),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  LOGIN_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  LOGIN_USER_FAILURE_LIMIT: z.coerce.number().int().positive().default(5),
  LOGIN_USER_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Past the failure limit, an account's sign-ins wait this long, doubling per failure (docs/SECURITY.md). */
  LOGIN_SLOWDOWN_BASE_MS: z.coerce.number().int().min(0).default(500),
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).default(8000),
  /** A sign-in that would wait longer than this for a password hash is told to come back (auth/login.ts). */
  SIGN_IN_QUEUE_LIMIT_MS: z.coerce.number().int().min(0).default(10_000),
  /** As the login limit: a centre's candidates may all come through one NAT address. */
  CAPTCHA_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** Uploads (editor files, materials, imports) per address; the editor sends up to 100 attachments at once. */
  UPLOAD_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Registration files (candidates' and organisations' documents) per address: far fewer than the editor needs. */
  REGISTRATION_UPLOAD_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Group applications one organisation account may send per hour. */
  GROUP_SUBMISSION_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Whole ID numbers one staff account may show per hour (candidate management's "show"). */
  ID_NUMBER_REVEAL_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Registration files one account may keep: a candidate's and an organisation's, in megabytes. */
  CANDIDATE_UPLOAD_QUOTA_MB: megabytes(100),
  GROUP_UPLOAD_QUOTA_MB: megabytes(2048),
  /** Candidate accounts created per address per hour (the login page's sign-up); a registration day in one centre may need more. */
  SIGNUP_IP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Public certificate checks per address (docs/CERTIFICATES.md): enough for an employer, too few to try numbers. */
  VERIFY_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** The issuing centre on certificates until staff set it on the certificate screen (certificates/centre.ts). */
  CERTIFICATE_CENTRE: z.string().trim().min(1).max(200).optional(),
  /** The site's public address for the certificates' QR codes (e.g. https://exams.example.org); the request's own when unset. */
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//)
    .optional(),
  TRUST_PROXY: trustProxySchema,
  CORS_ORIGINS: corsOriginsSchema,
  /** Strict-Transport-Security on https responses; 0 sends none. */
  HSTS_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 * 365 * 86400)
    .default(180 * 86400),
  WEB_DIST: z.string().optional(),
  /** Worker threads that unzip, read workbooks and decode images (lib/file-work); default: one fewer than the cores, at least 1. */
  FILE_WORK_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Files waiting for a file-work thread before uploads are told to come back. */
  FILE_WORK_QUEUE: z.coerce.number().int().min(1).default(32),
  /** Heap of one file-work thread, in megabytes. */
  FILE_WORK_HEAP_MB: z.coerce.number().int().min(64).default(1024),
  /** Largest teaching-material upload, in megabytes. */
  MATERIAL_MAX_MB: z.coerce.number().positive().max(4096).default(50),
  /** The rich-text editor's uploads: largest size per kind (megabytes) and allowed extensions. */
  EDITOR_IMAGE_MAX_MB: megabytes(10),
  EDITOR_SCRAWL_MAX_MB: megabytes(5),
  EDITOR_VIDEO_MAX_MB: megabytes(200),
  EDITOR_AUDIO_MAX_MB: megabytes(20),
  EDITOR_FILE_MAX_MB: megabytes(50),
  EDITOR_IMAGE_TYPES: extensionList('png,jpg,jpeg,gif,webp,bmp'),
  EDITOR_VIDEO_TYPES: extensionList('mp4,webm,ogv'),
  EDITOR_AUDIO_TYPES: extensionList('mp3,wav,ogg,m4a'),
  EDITOR_FILE_TYPES: extensionList('pdf,doc,docx,xls,xlsx,ppt,pptx,txt,md,csv,zip,rar,7z'),
  /** For automated tests only: host:port pairs the image catcher may fetch from although they are private. */
  EDITOR_CATCHER_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/, { message: 'EDITOR_CATCHER_ALLOW_HOSTS takes host:port pairs' })),
    ),
  /** The image catcher's whole call gives up after this long (docs/REQUIREMENTS.md §11: 60000 ms). */
  EDITOR_CATCHER_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(60_000),
  /** E-mail (docs/DEPLOYMENT.md): smtp://user:pass@host:port or smtps://…; unset: e-mail is off. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port' })
    .optional(),
  /** The From of every e-mail, e.g. "Exam centre <exams@example.org>"; needed with SMTP_URL. */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  /** SMS through one provider (docs/DEPLOYMENT.md): aliyun or tencent; unset: SMS is off. */
  SMS_PROVIDER: z.enum(['aliyun', 'tencent']).optional(),
  /** The provider's account: AccessKey ID and secret (Alibaba Cloud), SecretId and SecretKey (Tencent Cloud). */
  SMS_ACCESS_KEY_ID: z.string().trim().min(1).max(200).optional(),
  SMS_ACCESS_KEY_SECRET: z.string().trim().min(1).max(200).optional(),
  /** The approved signature name shown in 【】 before each text. */
  SMS_SIGN_NAME: z.string().trim().min(1).max(100).optional(),
  /** Tencent Cloud only: the SMS application's SdkAppId, and the region (ap-guangzhou unless set). */
  SMS_SDK_APP_ID: z.string().trim().min(1).max(40).optional(),
  SMS_REGION: z.string().trim().min(1).max(40).default('ap-guangzhou'),
  /** The provider's address: for tests, which point it at a local stand-in; its public endpoint otherwise. */
  SMS_ENDPOINT: z.string().url().optional(),
  /** The approved template code per event: "ticket.ready=SMS_1234,result.released=SMS_5678"; an event without one is not sent by SMS. */
  SMS_TEMPLATES: z
    .string()
    .default('')
    .transform(
      (value) =>
        Object.fromEntries(
          value
            .split(',')
            .map((pair) => pair.split('=').map((part) => part.trim()))
            .filter((pair) => pair.length === 2 && pair[0] && pair[1]),
        ) as Record<string, string>,
    ),
  /** The outbox sender (modules/notifications/sender.ts): tries per message, and how long a claimed message is held. */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  NOTIFY_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** How often the sender looks for due messages; how many one run claims at most. */
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  NOTIFY_BATCH: z.coerce.number().int().min(1).max(5000).default(100),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string;
  /** PostgreSQL connections this instance keeps (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** ':memory:' for tests that want a throwaway database. */
  sqliteFile: string;
  /** SQLite: pipelined group commits (SQLITE_COMMIT_PIPELINE). */
  sqliteCommitPipeline: boolean;
  redisUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  captchaFixed?: string;
  /** A Server-Timing header on every response (SERVER_TIMING=1). */
  serverTiming: boolean;
  seedDemo: boolean;
  /** A published demo exam for the demo student (seed/demo-exam.ts). */
  seedDemoExam: boolean;
  /** What the first start writes the demo data and the seeded accounts' names in. */
  demoLanguage: Lang;
  adminPassword?: string;
  /** The seeded demo accounts' password (DEFAULT_PASSWORD, or 123456). */
  defaultPassword: string;
  /** DEFAULT_PASSWORD when the centre set it: what staff resets set instead of a one-time code. */
  centreDefaultPassword?: string;
  oneTimePasswordTtlMs: number;
  tokenTtlMs: number;
  loginIpLimitPerMinute: number;
  loginUserFailureLimit: number;
  loginUserFailureWindowMs: number;
  loginSlowdownBaseMs: number;
  loginSlowdownMaxMs: number;
  signInQueueLimitMs: number;
  captchaIpLimitPerMinute: number;
  uploadIpLimitPerMinute: number;
  registrationUploadIpLimitPerMinute: number;
  groupSubmissionLimitPerHour: number;
  idNumberRevealLimitPerHour: number;
  /** Bytes of registration files an account may keep (modules/registration/quota.ts). */
  uploadQuotaBytes: { candidate: number; group: number };
  signupIpLimitPerHour: number;
  verifyIpLimitPerMinute: number;
  certificateCentre?: string;
  publicUrl?: string;
  /** Fastify's trustProxy: false, true (every hop), or the proxies' addresses and ranges. */
  trustProxy: boolean | string[];
  /** Cross-origin callers allowed (CORS); empty: none. */
  corsOrigins: string[];
  /** Strict-Transport-Security max-age on https responses; 0: none. */
  hstsMaxAgeSeconds: number;
  /** The built web app to serve at `/`; none in development and API tests. */
  webDist?: string;
  /** Teaching materials are stored under `${dataDir}/uploads/materials`, at most this size each. */
  materialMaxBytes: number;
  /** The file-work threads (lib/file-work/pool.ts). */
  fileWork: FileWorkOptions;
  editor: EditorSettings;
  notifications: NotificationSettings;
}

/** E-mail, SMS and the outbox sender (modules/notifications); a channel without its settings is off. */
export interface NotificationSettings {
  smtpUrl?: string;
  mailFrom?: string;
  sms?: {
    provider: 'aliyun' | 'tencent';
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    sdkAppId?: string;
    region: string;
    endpoint?: string;
    templates: Record<string, string>;
  };
  maxAttempts: number;
  leaseMs: number;
  intervalMs: number;
  batch: number;
}

export type EditorStoredKind = 'image' | 'scrawl' | 'video' | 'audio' | 'file';

/** The rich-text editor's uploads, stored under `${dataDir}/uploads/editor`. */
export interface EditorSettings {
  limits: Record<EditorStoredKind, { maxBytes: number; extensions: string[] }>;
  /** `host:port` (lower case) the catcher may fetch from whatever address they resolve to; tests only. */
  catcherAllowHosts: string[];
  catcherTimeoutMs: number;
}

export class ConfigError extends Error {}

const toBytes = (megabytes: number) => Math.floor(megabytes * 1024 * 1024);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start` for the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // The embedded database is the "try it now" setup, so it gets demo data unless told not to.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sqliteFile: path.join(e.DATA_DIR, 'kaoshi.sqlite'),
    sqliteCommitPipeline: e.SQLITE_COMMIT_PIPELINE === 'on',
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    captchaFixed: e.CAPTCHA_FIXED,
    serverTiming: e.SERVER_TIMING === '1',
    seedDemo,
    seedDemoExam: e.SEED_DEMO_EXAM ? e.SEED_DEMO_EXAM === '1' : seedDemo,
    demoLanguage: e.DEMO_LANGUAGE ?? demoLanguageFromLocale(given),
    adminPassword: e.ADMIN_PASSWORD,
    defaultPassword: e.DEFAULT_PASSWORD ?? DEFAULT_PASSWORD,
    centreDefaultPassword: e.DEFAULT_PASSWORD,
    oneTimePasswordTtlMs: e.ONE_TIME_PASSWORD_TTL_HOURS * 3600_000,
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    loginIpLimitPerMinute: e.LOGIN_IP_LIMIT_PER_MINUTE,
    loginUserFailureLimit: e.LOGIN_USER_FAILURE_LIMIT,
    loginUserFailureWindowMs: e.LOGIN_USER_FAILURE_WINDOW_MINUTES * 60_000,
    loginSlowdownBaseMs: e.LOGIN_SLOWDOWN_BASE_MS,
    loginSlowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_MS,
    signInQueueLimitMs: e.SIGN_IN_QUEUE_LIMIT_MS,
    captchaIpLimitPerMinute: e.CAPTCHA_IP_LIMIT_PER_MINUTE,
    uploadIpLimitPerMinute: e.UPLOAD_IP_LIMIT_PER_MINUTE,
    registrationUploadIpLimitPerMinute: e.REGISTRATION_UPLOAD_IP_LIMIT_PER_MINUTE,
    groupSubmissionLimitPerHour: e.GROUP_SUBMISSION_LIMIT_PER_HOUR,
    idNumberRevealLimitPerHour: e.ID_NUMBER_REVEAL_LIMIT_PER_HOUR,
    uploadQuotaBytes: { candidate: toBytes(e.CANDIDATE_UPLOAD_QUOTA_MB), group: toBytes(e.GROUP_UPLOAD_QUOTA_MB) },
    signupIpLimitPerHour: e.SIGNUP_IP_LIMIT_PER_HOUR,
    verifyIpLimitPerMinute: e.VERIFY_IP_LIMIT_PER_MINUTE,
    certificateCentre: e.CERTIFICATE_CENTRE,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    hstsMaxAgeSeconds: e.HSTS_MAX_AGE_SECONDS,
    webDist: e.WEB_DIST,
    materialMaxBytes: toBytes(e.MATERIAL_MAX_MB),
    fileWork: {
      threads: e.FILE_WORK_THREADS ?? Math.max(1, availableParallelism() - 1),
      queue: e.FILE_WORK_QUEUE,
      heapMb: e.FILE_WORK_HEAP_MB,
    },
    editor: {
      limits: {
        image: { maxBytes: toBytes(e.EDITOR_IMAGE_MAX_MB), extensions: e.EDITOR_IMAGE_TYPES },
        // A scrawl is always a PNG drawn in the editor.
        scrawl: { maxBytes: toBytes(e.EDITOR_SCRAWL_MAX_MB), extensions: ['png'] },
        video: { maxBytes: toBytes(e.EDITOR_VIDEO_MAX_MB), extensions: e.EDITOR_VIDEO_TYPES },
        audio: { maxBytes: toBytes(e.EDITOR_AUDIO_MAX_MB), extensions: e.EDITOR_AUDIO_TYPES },
        file: { maxBytes: toBytes(e.EDITOR_FILE_MAX_MB), extensions: e.EDITOR_FILE_TYPES },
      },
      catcherAllowHosts: e.EDITOR_CATCHER_ALLOW_HOSTS,
      catcherTimeoutMs: e.EDITOR_CATCHER_TIMEOUT_MS,
    },
    notifications: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      sms:
        e.SMS_PROVIDER && e.SMS_ACCESS_KEY_ID && e.SMS_ACCESS_KEY_SECRET && e.SMS_SIGN_NAME
          ? {
              provider: e.SMS_PROVIDER,
              accessKeyId: e.SMS_ACCESS_KEY_ID,
              accessKeySecret: e.SMS_ACCESS_KEY_SECRET,
              signName: e.SMS_SIGN_NAME,
              sdkAppId: e.SMS_SDK_APP_ID,
              region: e.SMS_REGION,
              endpoint: e.SMS_ENDPOINT,
              templates: e.SMS_TEMPLATES,
            }
          : undefined,
      maxAttempts: e.NOTIFY_MAX_ATTEMPTS,
      leaseMs: e.NOTIFY_LEASE_SECONDS * 1000,
      intervalMs: e.NOTIFY_INTERVAL_MS,
      batch: e.NOTIFY_BATCH,
    },
  };
}

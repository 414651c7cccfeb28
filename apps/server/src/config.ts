import { z } from 'zod';
import { browserSettings, browsersEnv, type BrowserSettings } from './config/browsers.js';
import { certificateSettings, certificatesEnv, type CertificateSettings } from './config/certificates.js';
import { databaseEnv, databaseSettings, type DatabaseSettings } from './config/database.js';
import { type EditorSettings, editorEnv, editorSettings } from './config/editor.js';
import { firstStartEnv, firstStartSettings, type FirstStartSettings } from './config/first-start.js';
import { type NotificationSettings, notificationSettings, notificationsEnv } from './config/notifications.js';
import { rateLimitSettings, rateLimitsEnv, type RateLimitSettings } from './config/rate-limits.js';
import { runtimeEnv, runtimeSettings, type RuntimeSettings } from './config/runtime.js';
import { signInEnv, signInSettings, type SignInSettings } from './config/sign-in.js';
import { uploadSettings, uploadsEnv, type UploadSettings } from './config/uploads.js';

/**
 * The one entry to the server's settings: every environment variable, read and validated once at
 * start. Each group of docs/CONFIGURATION.md has its file in config/ (its variables, what they
 * become in AppConfig, and why); this file puts them together, so a new setting goes beside its
 * group and nothing that reads the configuration changes.
 */

export { demoLanguageFromLocale } from './config/first-start.js';
export type { EditorSettings, EditorStoredKind } from './config/editor.js';
export type { NotificationSettings } from './config/notifications.js';

/** Environment → typed configuration, validated once at start with a readable message. */
const envSchema = z.object({
  ...runtimeEnv,
  ...databaseEnv,
  ...firstStartEnv,
  ...signInEnv,
  ...rateLimitsEnv,
  ...uploadsEnv,
  ...editorEnv,
  ...certificatesEnv,
  ...browsersEnv,
  ...notificationsEnv,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig
  extends
    RuntimeSettings,
    DatabaseSettings,
    FirstStartSettings,
    SignInSettings,
    RateLimitSettings,
    UploadSettings,
    CertificateSettings,
    BrowserSettings {
  editor: EditorSettings;
  notifications: NotificationSettings;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start` for the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    ...runtimeSettings(e),
    ...databaseSettings(e),
    ...firstStartSettings(e, given),
    ...signInSettings(e),
    ...rateLimitSettings(e),
    ...uploadSettings(e),
    ...editorSettings(e),
    ...certificateSettings(e),
    ...browserSettings(e),
    ...notificationSettings(e),
  };
}

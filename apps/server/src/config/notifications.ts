import { z } from 'zod';

/** CONFIGURATION.md "Notifications": e-mail, SMS and the outbox sender. */
export const notificationsEnv = {
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
};

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

export const notificationSettings = (e: z.infer<z.ZodObject<typeof notificationsEnv>>): { notifications: NotificationSettings } => ({
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
});

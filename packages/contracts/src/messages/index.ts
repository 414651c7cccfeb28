import { LANGS, type Lang } from './catalogue.js';
import { COMMON_MESSAGES } from './common.js';
import { SYSTEM_MESSAGES } from './system.js';
import { ORGANISATION_MESSAGES } from './organisation.js';
import { STUDENTS_MESSAGES } from './students.js';
import { FILES_MESSAGES } from './files.js';
import { QUESTIONS_MESSAGES } from './questions.js';
import { QUESTION_EXCHANGE_MESSAGES } from './question-exchange.js';
import { PAPERS_MESSAGES } from './papers.js';
import { PUBLICATIONS_MESSAGES } from './publications.js';
import { ATTEMPTS_MESSAGES } from './attempts.js';
import { LIVE_MESSAGES } from './live.js';
import { MARKING_MESSAGES } from './marking.js';
import { ANALYSIS_MESSAGES } from './analysis.js';
import { AUDIT_MESSAGES } from './audit.js';
import { SECURITY_MESSAGES } from './security.js';
import { EXPORT_MESSAGES } from './exports.js';
import { REGISTRATION_MESSAGES } from './registration.js';
import { LEARNING_MESSAGES } from './learning.js';
import { ACCOUNT_MESSAGES } from './accounts.js';
import { CERTIFICATES_MESSAGES } from './certificates.js';
import { TICKETS_MESSAGES } from './tickets.js';
import { ASSESSMENT_MESSAGES } from './assessments.js';
import { NOTIFICATIONS_MESSAGES } from './notifications.js';

export { LANGS, type Catalogue, type Lang } from './catalogue.js';

/**
 * Messages the server sends in `message`, in the four product languages, split by area. The
 * server picks the language from the request's Accept-Language (the web sends its choice).
 */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...SYSTEM_MESSAGES,
  ...ORGANISATION_MESSAGES,
  ...STUDENTS_MESSAGES,
  ...FILES_MESSAGES,
  ...QUESTIONS_MESSAGES,
  ...QUESTION_EXCHANGE_MESSAGES,
  ...PAPERS_MESSAGES,
  ...PUBLICATIONS_MESSAGES,
  ...ATTEMPTS_MESSAGES,
  ...LIVE_MESSAGES,
  ...MARKING_MESSAGES,
  ...ANALYSIS_MESSAGES,
  ...AUDIT_MESSAGES,
  ...SECURITY_MESSAGES,
  ...EXPORT_MESSAGES,
  ...REGISTRATION_MESSAGES,
  ...LEARNING_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...CERTIFICATES_MESSAGES,
  ...TICKETS_MESSAGES,
  ...ASSESSMENT_MESSAGES,
  ...NOTIFICATIONS_MESSAGES,
};

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return interpolate(MESSAGES[key][lang], params);
}

/** Picks the first supported language from an Accept-Language header; English otherwise. */
export function pickLang(acceptLanguage: string | undefined | null): Lang {
  if (!acceptLanguage) return 'en';
  for (const part of acceptLanguage.split(',')) {
    const base = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (base && (LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}

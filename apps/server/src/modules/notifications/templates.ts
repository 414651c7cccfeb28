import { type Lang, LANGS, type NotificationEvent } from '@kaoshi/contracts';
import { z } from 'zod';

/**
 * The default templates (docs/REQUIREMENTS.md §22): per event a subject and body (e-mail and the
 * message centre) and a short SMS text, in the four languages. `{name}` is a variable; a name
 * ending in `At` is a moment (epoch ms) written as a date and time in the message's language.
 * The SMS text is what the provider's approved template must say: providers send templates they
 * approved, by code (SMS_TEMPLATES, docs/DEPLOYMENT.md), with the variables as parameters.
 */
interface Template {
  subject: string;
  body: string;
  sms: string;
}

const text = z.string().trim().min(1).max(200);
const moment = z.number().int().positive();

/** The variables each event needs: checked when a message is queued, so a bad one fails its transaction. */
export const EVENT_VARIABLES = {
  'application.approved': z.strictObject({ batch: text }),
  'application.refused': z.strictObject({ batch: text, reason: z.string().trim().min(1).max(500) }),
  'ticket.ready': z.strictObject({ exam: text, startsAt: moment, venue: text, room: text, seat: z.number().int().positive() }),
  'exam.reminder': z.strictObject({ exam: text, startsAt: moment }),
  'result.released': z.strictObject({ exam: text }),
  'certificate.issued': z.strictObject({ jobType: text, number: text }),
  'certificate.revoked': z.strictObject({ jobType: text, number: text, reason: z.string().trim().min(1).max(500) }),
} satisfies Record<NotificationEvent, z.ZodType>;

export type EventVariables<E extends NotificationEvent> = z.infer<(typeof EVENT_VARIABLES)[E]>;
export type NotificationVars = Record<string, string | number>;

export const TEMPLATES: Record<NotificationEvent, Record<Lang, Template>> = {
  'application.approved': {
    en: {
      subject: 'Your application for {batch} is approved',
      body: 'Your application for {batch} has been approved. You are enrolled; your admission ticket will follow.',
      sms: 'Your application for {batch} is approved.',
    },
    zh: {
      subject: '您报名的{batch}已审核通过',
      body: '您报名的{batch}已审核通过，您已被录入该批次，准考证随后发放。',
      sms: '您报名的{batch}已审核通过。',
    },
    es: {
      subject: 'Su solicitud para {batch} ha sido aprobada',
      body: 'Su solicitud para {batch} ha sido aprobada. Está inscrito; recibirá su tarjeta de admisión más adelante.',
      sms: 'Su solicitud para {batch} ha sido aprobada.',
    },
    ja: {
      subject: '{batch}への申込が承認されました',
      body: '{batch}への申込が承認されました。受験者として登録されました。受験票は後日発行されます。',
      sms: '{batch}への申込が承認されました。',
    },
  },
  'application.refused': {
    en: {
      subject: 'Your application for {batch} was not approved',
      body: 'Your application for {batch} was not approved. Reason: {reason}',
      sms: 'Your application for {batch} was not approved: {reason}',
    },
    zh: {
      subject: '您报名的{batch}未通过审核',
      body: '您报名的{batch}未通过审核。原因：{reason}',
      sms: '您报名的{batch}未通过审核：{reason}',
    },
    es: {
      subject: 'Su solicitud para {batch} no ha sido aprobada',
      body: 'Su solicitud para {batch} no ha sido aprobada. Motivo: {reason}',
      sms: 'Su solicitud para {batch} no fue aprobada: {reason}',
    },
    ja: {
      subject: '{batch}への申込は承認されませんでした',
      body: '{batch}への申込は承認されませんでした。理由：{reason}',
      sms: '{batch}への申込は不承認：{reason}',
    },
  },
  'ticket.ready': {
    en: {
      subject: 'Your admission ticket for {exam} is ready',
      body: 'Your admission ticket for {exam} is ready: {startsAt}, {venue}, room {room}, seat {seat}. Print it from your exams page.',
      sms: 'Ticket ready: {exam}, {startsAt}, {venue} {room} seat {seat}.',
    },
    zh: {
      subject: '{exam}的准考证已生成',
      body: '您的{exam}准考证已生成：{startsAt}，{venue}，{room}考场，{seat}号座位。请在“我的考试”中打印。',
      sms: '准考证已生成：{exam}，{startsAt}，{venue}{room}，{seat}号。',
    },
    es: {
      subject: 'Su tarjeta de admisión para {exam} está lista',
      body: 'Su tarjeta de admisión para {exam} está lista: {startsAt}, {venue}, sala {room}, asiento {seat}. Imprímala desde su página de exámenes.',
      sms: 'Tarjeta lista: {exam}, {startsAt}, {venue} {room} asiento {seat}.',
    },
    ja: {
      subject: '{exam}の受験票が発行されました',
      body: '{exam}の受験票が発行されました：{startsAt}、{venue}、{room}、座席{seat}。「私の試験」から印刷してください。',
      sms: '受験票発行：{exam}、{startsAt}、{venue}{room}座席{seat}。',
    },
  },
  'exam.reminder': {
    en: {
      subject: 'Reminder: {exam} starts {startsAt}',
      body: 'Your exam {exam} starts {startsAt}. Bring your ID card and your admission ticket, and arrive in good time.',
      sms: 'Reminder: {exam} starts {startsAt}. Bring your ID card and admission ticket.',
    },
    zh: {
      subject: '考试提醒：{exam}将于{startsAt}开始',
      body: '您报名的{exam}将于{startsAt}开始。请携带身份证和准考证，提前到场。',
      sms: '考试提醒：{exam}将于{startsAt}开始，请携带身份证和准考证。',
    },
    es: {
      subject: 'Recordatorio: {exam} empieza el {startsAt}',
      body: 'Su examen {exam} empieza el {startsAt}. Traiga su documento de identidad y su hoja de admisión, y llegue con tiempo.',
      sms: 'Recordatorio: {exam} empieza el {startsAt}. Traiga su documento y su hoja de admisión.',
    },
    ja: {
      subject: '試験のお知らせ：{exam}は{startsAt}に始まります',
      body: '{exam}は{startsAt}に始まります。身分証明書と受験票を持って、時間に余裕をもってお越しください。',
      sms: '試験のお知らせ：{exam}は{startsAt}開始。身分証明書と受験票をお持ちください。',
    },
  },
  'result.released': {
    en: {
      subject: 'Your result for {exam} is out',
      body: 'Your result for {exam} has been released. Sign in to see it.',
      sms: 'Your result for {exam} is out. Sign in to see it.',
    },
    zh: { subject: '{exam}成绩已发布', body: '您的{exam}成绩已发布，请登录查看。', sms: '您的{exam}成绩已发布，请登录查看。' },
    es: {
      subject: 'Su resultado de {exam} ya está disponible',
      body: 'Su resultado de {exam} ya se ha publicado. Inicie sesión para verlo.',
      sms: 'Su resultado de {exam} ya está disponible.',
    },
    ja: {
      subject: '{exam}の結果が発表されました',
      body: '{exam}の結果が発表されました。ログインしてご確認ください。',
      sms: '{exam}の結果が発表されました。',
    },
  },
  'certificate.issued': {
    en: {
      subject: 'Your {jobType} certificate has been issued',
      body: 'Your {jobType} certificate has been issued, number {number}. You can view and print it after signing in.',
      sms: 'Your {jobType} certificate {number} has been issued.',
    },
    zh: {
      subject: '您的{jobType}证书已颁发',
      body: '您的{jobType}证书已颁发，证书编号{number}。登录后可查看和打印。',
      sms: '您的{jobType}证书已颁发，编号{number}。',
    },
    es: {
      subject: 'Se ha emitido su certificado de {jobType}',
      body: 'Se ha emitido su certificado de {jobType}, número {number}. Puede verlo e imprimirlo tras iniciar sesión.',
      sms: 'Certificado de {jobType} emitido: {number}.',
    },
    ja: {
      subject: '{jobType}の証明書が発行されました',
      body: '{jobType}の証明書が発行されました（番号{number}）。ログイン後に表示・印刷できます。',
      sms: '{jobType}の証明書{number}が発行されました。',
    },
  },
  'certificate.revoked': {
    en: {
      subject: 'Your {jobType} certificate has been revoked',
      body: 'Your {jobType} certificate number {number} has been revoked. Reason: {reason}',
      sms: 'Your {jobType} certificate {number} was revoked: {reason}',
    },
    zh: {
      subject: '您的{jobType}证书已被撤销',
      body: '您的{jobType}证书（编号{number}）已被撤销。原因：{reason}',
      sms: '您的{jobType}证书{number}已撤销：{reason}',
    },
    es: {
      subject: 'Su certificado de {jobType} ha sido revocado',
      body: 'Su certificado de {jobType} número {number} ha sido revocado. Motivo: {reason}',
      sms: 'Certificado {number} revocado: {reason}',
    },
    ja: {
      subject: '{jobType}の証明書が取り消されました',
      body: '{jobType}の証明書（番号{number}）が取り消されました。理由：{reason}',
      sms: '証明書{number}取消：{reason}',
    },
  },
};

/** A moment in the message's language, in the server's time zone (the centre's). */
function formatMoment(lang: Lang, ms: number): string {
  const locale = { en: 'en-GB', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP' }[lang];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

export function formatVars(lang: Lang, vars: NotificationVars): Record<string, string> {
  return Object.fromEntries(
    Object.entries(vars).map(([key, value]) => [
      key,
      key.endsWith('At') && typeof value === 'number' ? formatMoment(lang, value) : String(value),
    ]),
  );
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface RenderedMessage {
  subject: string;
  body: string;
  sms: string;
}

export function renderMessage(event: NotificationEvent, lang: Lang, vars: NotificationVars): RenderedMessage {
  const template = TEMPLATES[event][lang];
  const values = formatVars(lang, vars);
  return { subject: fill(template.subject, values), body: fill(template.body, values), sms: fill(template.sms, values) };
}

export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

import nodemailer from 'nodemailer';
import { answerText, type Channel, type DeliveryOutcome, offChannel, type OutgoingMessage } from './channel.js';

export interface EmailSettings {
  smtpUrl?: string;
  mailFrom?: string;
  /** The site's address, for the link to the message centre in every e-mail. */
  siteUrl: string;
}

const FOOTER = {
  en: 'All your messages: {link}\nTo stop e-mails that are not mandatory notices: {unsubscribe}',
  zh: '查看全部消息：{link}\n退订非必需通知邮件：{unsubscribe}',
  es: 'Todos sus mensajes: {link}\nPara dejar de recibir correos que no sean avisos obligatorios: {unsubscribe}',
  ja: 'すべてのメッセージ：{link}\n必須ではない通知メールの配信停止：{unsubscribe}',
} as const;

/**
 * E-mail over SMTP with nodemailer (decision 0019). SMTP has no idempotency key; the outbox key
 * goes out as the Message-ID, so a repeat after a crash (docs/REQUIREMENTS.md §22: at most one)
 * carries the same id and mail clients that deduplicate by it show it once.
 */
export function emailChannel(settings: EmailSettings): Channel {
  if (!settings.smtpUrl) return offChannel('E-mail is off: SMTP_URL is not set');
  if (!settings.mailFrom) return offChannel('E-mail is off: MAIL_FROM is not set');
  const transport = nodemailer.createTransport(settings.smtpUrl);
  const from = settings.mailFrom;
  return {
    async deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
      if (!message.recipient) return { kind: 'off', answer: 'The account has no e-mail address' };
      const link = `${settings.siteUrl}/kaoshi-messages`;
      const unsubscribe = `${settings.siteUrl}/kaoshi-messages?unsubscribe=email`;
      const footer = FOOTER[message.lang].replace('{link}', link).replace('{unsubscribe}', unsubscribe);
      try {
        const info = await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          text: `${message.body}\n\n--\n${footer}\n`,
          messageId: `<${message.idempotencyKey.replace(/[^A-Za-z0-9.:_-]/g, '_')}@kaoshi>`,
          headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
        });
        return { kind: 'sent', answer: answerText(String(info.response)) };
      } catch (error) {
        return smtpFailure(error);
      }
    },
    close: async () => transport.close(),
  };
}

/** 5xx: the server refused the message for good (a bad address); anything else (4xx, no connection): later. */
function smtpFailure(error: unknown): DeliveryOutcome {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const answer = answerText(String(message ?? error));
  return { kind: responseCode !== undefined && responseCode >= 500 ? 'failed' : 'retry', answer };
}

import type { Catalogue } from './catalogue.js';

/** The message centre and the delivery log (docs/REQUIREMENTS.md §22). */
export const NOTIFICATIONS_MESSAGES = {
  notificationNotFound: {
    en: 'Message {id} does not exist.',
    zh: '消息 {id} 不存在。',
    es: 'El mensaje {id} no existe.',
    ja: 'メッセージ {id} は存在しません。',
  },
  notificationInAppNoResend: {
    en: 'An in-app message stays in the message centre; there is nothing to resend.',
    zh: '站内消息一直保留在消息中心，无需重发。',
    es: 'Un mensaje de la aplicación permanece en el centro de mensajes; no hay nada que reenviar.',
    ja: 'アプリ内メッセージはメッセージセンターに残るため、再送するものはありません。',
  },
  notificationStillQueued: {
    en: 'This message is still waiting to be sent; it will be tried again by itself.',
    zh: '该消息仍在等待发送，系统会自动重试。',
    es: 'Este mensaje todavía está pendiente de envío; se volverá a intentar automáticamente.',
    ja: 'このメッセージはまだ送信待ちです。自動的に再試行されます。',
  },
} satisfies Catalogue;

import type { Catalogue } from './catalogue.js';

/** Web security: per-address limits, request size, cross-origin callers, sessions. */
export const SECURITY_MESSAGES = {
  tooManyCaptchas: {
    en: 'Too many verification codes were requested from your network. Try again in {seconds} s.',
    zh: '您所在网络请求验证码过于频繁，请在 {seconds} 秒后重试。',
    es: 'Se han pedido demasiados códigos de verificación desde su red. Inténtelo de nuevo en {seconds} s.',
    ja: 'お使いのネットワークから認証コードの要求が多すぎます。{seconds} 秒後に再試行してください。',
  },
  tooManyUploads: {
    en: 'Too many uploads from your network in the last minute. Try again in {seconds} s.',
    zh: '您所在网络在一分钟内上传次数过多，请在 {seconds} 秒后重试。',
    es: 'Demasiadas subidas desde su red en el último minuto. Inténtelo de nuevo en {seconds} s.',
    ja: '直近 1 分間にお使いのネットワークからのアップロードが多すぎます。{seconds} 秒後に再試行してください。',
  },
  bodyTooLarge: {
    en: 'The request is too large: at most {max} MB is accepted. Send less at once, or upload large files as files.',
    zh: '请求内容过大：最多接受 {max} MB。请减少单次提交的内容，或以文件方式上传大文件。',
    es: 'La solicitud es demasiado grande: se aceptan como máximo {max} MB. Envíe menos de una vez o suba los archivos grandes como archivos.',
    ja: 'リクエストが大きすぎます（上限 {max} MB）。一度に送る量を減らすか、大きなデータはファイルとしてアップロードしてください。',
  },
  corsOriginRefused: {
    en: 'Pages from {origin} may not call this server.',
    zh: '不允许来自 {origin} 的页面调用本服务器。',
    es: 'Las páginas de {origin} no pueden llamar a este servidor.',
    ja: '{origin} のページからこのサーバーを呼び出すことはできません。',
  },
  socketOriginRefused: {
    en: 'Pages from {origin} may not open the live connection of this site.',
    zh: '不允许来自 {origin} 的页面打开本站的实时连接。',
    es: 'Las páginas de {origin} no pueden abrir la conexión en directo de este sitio.',
    ja: '{origin} のページからこのサイトのライブ接続を開くことはできません。',
  },
} satisfies Catalogue;

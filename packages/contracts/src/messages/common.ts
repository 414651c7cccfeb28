import type { Catalogue } from './catalogue.js';

/** Messages every part of the API can answer with. */
export const COMMON_MESSAGES = {
  ok: { en: 'Success', zh: '操作成功', es: 'Correcto', ja: '成功しました' },
  tokenInvalid: {
    en: 'Your session has expired. Please log in again.',
    zh: '登录已失效，请重新登录。',
    es: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    ja: 'セッションの有効期限が切れました。再度ログインしてください。',
  },
  cookieNotAccepted: {
    en: 'This operation needs the sign-in token in the Authorization header; the session cookie alone is not accepted.',
    zh: '此操作需要在 Authorization 请求头中提供登录令牌，仅凭会话 Cookie 不被接受。',
    es: 'Esta operación necesita el token de sesión en la cabecera Authorization; la cookie de sesión sola no se acepta.',
    ja: 'この操作には Authorization ヘッダーのサインイントークンが必要です。セッション Cookie だけでは受け付けません。',
  },
  forbidden: {
    en: 'You do not have permission to do this.',
    zh: '您没有执行此操作的权限。',
    es: 'No tiene permiso para hacer esto.',
    ja: 'この操作を行う権限がありません。',
  },
  apiNotFound: {
    en: 'There is no such API: {path}',
    zh: '接口不存在：{path}',
    es: 'No existe esa API: {path}',
    ja: 'そのAPIは存在しません：{path}',
  },
  badAddress: {
    en: 'The address of this request is not valid: part of it is malformed or too long.',
    zh: '请求地址无效：其中某一部分格式错误或过长。',
    es: 'La dirección de esta solicitud no es válida: una parte está mal formada o es demasiado larga.',
    ja: 'リクエストのアドレスが無効です。一部の形式が正しくないか、長すぎます。',
  },
  serverError: {
    en: 'The server hit an unexpected error. Please try again.',
    zh: '服务器发生意外错误，请重试。',
    es: 'El servidor tuvo un error inesperado. Inténtelo de nuevo.',
    ja: 'サーバーで予期しないエラーが発生しました。もう一度お試しください。',
  },
  invalidInput: {
    en: 'Invalid input: {details}',
    zh: '输入有误：{details}',
    es: 'Datos no válidos: {details}',
    ja: '入力が正しくありません：{details}',
  },
  malformedBody: {
    en: 'The request body could not be read: {reason}',
    zh: '无法读取请求内容：{reason}',
    es: 'No se pudo leer el cuerpo de la solicitud: {reason}',
    ja: 'リクエスト本文を読み取れません：{reason}',
  },
  concurrentDuplicate: {
    en: 'Someone saved the same record at the same moment. Reload and check before trying again.',
    zh: '有人同时保存了相同的记录，请刷新并确认后再试。',
    es: 'Alguien guardó el mismo registro al mismo tiempo. Recargue y compruebe antes de volver a intentarlo.',
    ja: '同じレコードが同時に保存されました。再読み込みして確認してから、もう一度お試しください。',
  },
  // ---- Organisation and base data ----
  referencedElsewhere: {
    en: 'Other data still refers to this record, so nothing was changed. Reload and try again.',
    zh: '仍有其他数据引用此记录，未做任何更改。请刷新后重试。',
    es: 'Otros datos todavía hacen referencia a este registro, así que no se cambió nada. Recargue e inténtelo de nuevo.',
    ja: 'このレコードはまだ他のデータから参照されているため、何も変更されませんでした。再読み込みしてもう一度お試しください。',
  },
  recordsNotFound: {
    en: 'These records do not exist: {ids}. Nothing was changed.',
    zh: '以下记录不存在：{ids}。未做任何更改。',
    es: 'Estos registros no existen: {ids}. No se cambió nada.',
    ja: '次のレコードは存在しません：{ids}。何も変更されませんでした。',
  },
  nothingDeleted: {
    en: 'Nothing was deleted. {reasons}',
    zh: '未删除任何记录。{reasons}',
    es: 'No se eliminó nada. {reasons}',
    ja: '何も削除されませんでした。{reasons}',
  },
} satisfies Catalogue;

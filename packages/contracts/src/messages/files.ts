import type { Catalogue } from './catalogue.js';

/** Uploads, served files, the editor and remote images. */
export const FILES_MESSAGES = {
  multipartRequired: {
    en: 'Send this request as a multipart form with a file.',
    zh: '请以 multipart 表单方式上传文件。',
    es: 'Envíe esta solicitud como formulario multipart con un archivo.',
    ja: 'このリクエストはファイル付きの multipart フォームで送信してください。',
  },
  fileMissing: {
    en: 'No file was sent.',
    zh: '没有收到文件。',
    es: 'No se envió ningún archivo.',
    ja: 'ファイルが送信されていません。',
  },
  fileTooLarge: {
    en: 'The file is larger than the limit of {max} MB.',
    zh: '文件超过了 {max} MB 的大小限制。',
    es: 'El archivo supera el límite de {max} MB.',
    ja: 'ファイルが上限の {max} MB を超えています。',
  },
  fileContentMismatch: {
    en: 'The content of this file is not a valid "{ext}" file.',
    zh: '文件内容不是有效的“{ext}”文件。',
    es: 'El contenido de este archivo no es un archivo "{ext}" válido.',
    ja: 'このファイルの内容は有効な「{ext}」ファイルではありません。',
  },
  notAnImage: {
    en: 'This is not an image in an allowed format ({allowed}).',
    zh: '这不是允许格式（{allowed}）的图片。',
    es: 'No es una imagen en un formato permitido ({allowed}).',
    ja: '許可された形式（{allowed}）の画像ではありません。',
  },
  fileNotAnImage: {
    en: '"{name}" is not a readable JPEG or PNG image of the type its name says.',
    zh: '“{name}”不是可读取的、与文件名类型一致的 JPEG 或 PNG 图片。',
    es: '"{name}" no es una imagen JPEG o PNG legible del tipo que indica su nombre.',
    ja: '「{name}」は、名前の示す種類の読み取り可能な JPEG または PNG 画像ではありません。',
  },
  fileWorkBusy: {
    en: 'The server is reading many files right now. Try again in {seconds} s.',
    zh: '服务器正在处理大量文件，请在 {seconds} 秒后重试。',
    es: 'El servidor está leyendo muchos archivos en este momento. Inténtelo de nuevo en {seconds} s.',
    ja: 'サーバーは現在多くのファイルを処理しています。{seconds} 秒後に再試行してください。',
  },
  uploadQuotaExceeded: {
    en: 'Your uploads would exceed your storage limit of {max} MB ({used} MB used). Files not used by an application or group are removed after a day.',
    zh: '上传后将超过您的 {max} MB 存储上限（已用 {used} MB）。未被报名或集体报名使用的文件会在一天后删除。',
    es: 'Sus archivos superarían su límite de almacenamiento de {max} MB ({used} MB usados). Los archivos que no use ninguna solicitud ni grupo se eliminan al cabo de un día.',
    ja: 'アップロードすると保存容量の上限 {max} MB（使用済み {used} MB）を超えます。申込や団体申込で使われていないファイルは 1 日後に削除されます。',
  },
  fieldMissing: {
    en: 'The field "{field}" is missing or empty.',
    zh: '缺少字段“{field}”或其为空。',
    es: 'Falta el campo "{field}" o está vacío.',
    ja: 'フィールド「{field}」がないか空です。',
  },
  fileNotFound: {
    en: 'The file does not exist.',
    zh: '文件不存在。',
    es: 'El archivo no existe.',
    ja: 'ファイルが存在しません。',
  },
  editorUnknownAction: {
    en: 'Unknown editor action: "{action}".',
    zh: '未知的编辑器操作：“{action}”。',
    es: 'Acción del editor desconocida: "{action}".',
    ja: '不明なエディター操作です：「{action}」。',
  },
  remoteTooMany: {
    en: 'At most {max} image addresses can be fetched at once.',
    zh: '一次最多只能抓取 {max} 个图片地址。',
    es: 'Se pueden obtener como máximo {max} direcciones de imagen a la vez.',
    ja: '一度に取得できる画像アドレスは最大 {max} 件です。',
  },
  remoteAddressRefused: {
    en: 'Images cannot be fetched from this address.',
    zh: '不允许从该地址抓取图片。',
    es: 'No se pueden obtener imágenes de esta dirección.',
    ja: 'このアドレスからは画像を取得できません。',
  },
  remoteFetchFailed: {
    en: 'The image could not be fetched ({reason}).',
    zh: '无法抓取该图片（{reason}）。',
    es: 'No se pudo obtener la imagen ({reason}).',
    ja: '画像を取得できませんでした（{reason}）。',
  },
  remoteFetchTimeout: {
    en: 'Fetching the image took too long.',
    zh: '抓取图片超时。',
    es: 'La obtención de la imagen tardó demasiado.',
    ja: '画像の取得がタイムアウトしました。',
  },
  richTextTooLong: {
    en: 'The text is too long: at most {max} characters.',
    zh: '内容过长：最多 {max} 个字符。',
    es: 'El texto es demasiado largo: como máximo {max} caracteres.',
    ja: 'テキストが長すぎます：最大 {max} 文字です。',
  },
  fileTypeRefused: {
    en: 'Files of type "{ext}" are not allowed. Allowed types: {allowed}.',
    zh: '不允许上传“{ext}”类型的文件。允许的类型：{allowed}。',
    es: 'No se permiten archivos de tipo "{ext}". Tipos permitidos: {allowed}.',
    ja: '「{ext}」形式のファイルは許可されていません。許可される形式：{allowed}。',
  },
} satisfies Catalogue;

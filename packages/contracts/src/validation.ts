import type { z } from 'zod';
import { interpolate, type Lang, type MessageParams } from './messages/index.js';

/**
 * Turns zod issues into one sentence per field in the user's language. The server puts
 * these in error messages; the web uses the same wording beside form fields.
 */
const ISSUE_TEXT: Record<string, Record<Lang, string>> = {
  required: { en: 'is required', zh: '为必填项', es: 'es obligatorio', ja: 'は必須です' },
  type: {
    en: 'must be a {expected}',
    zh: '类型应为 {expected}',
    es: 'debe ser de tipo {expected}',
    ja: 'は {expected} 型である必要があります',
  },
  tooShort: {
    en: 'must be at least {minimum} characters',
    zh: '至少需要 {minimum} 个字符',
    es: 'debe tener al menos {minimum} caracteres',
    ja: 'は {minimum} 文字以上必要です',
  },
  tooLong: {
    en: 'must be at most {maximum} characters',
    zh: '最多 {maximum} 个字符',
    es: 'debe tener como máximo {maximum} caracteres',
    ja: 'は {maximum} 文字以内にしてください',
  },
  tooSmall: {
    en: 'must be at least {minimum}',
    zh: '不能小于 {minimum}',
    es: 'debe ser como mínimo {minimum}',
    ja: 'は {minimum} 以上にしてください',
  },
  tooBig: {
    en: 'must be at most {maximum}',
    zh: '不能大于 {maximum}',
    es: 'debe ser como máximo {maximum}',
    ja: 'は {maximum} 以下にしてください',
  },
  tooFewItems: {
    en: 'needs at least {minimum} item(s)',
    zh: '至少需要 {minimum} 项',
    es: 'necesita al menos {minimum} elemento(s)',
    ja: 'は {minimum} 個以上必要です',
  },
  tooManyItems: {
    en: 'allows at most {maximum} item(s)',
    zh: '最多 {maximum} 项',
    es: 'permite como máximo {maximum} elemento(s)',
    ja: 'は {maximum} 個までです',
  },
  format: {
    en: 'is not a valid {format}',
    zh: '不是有效的 {format}',
    es: 'no es un {format} válido',
    ja: 'は有効な {format} ではありません',
  },
  oneOf: {
    en: 'must be one of: {options}',
    zh: '必须是以下之一：{options}',
    es: 'debe ser uno de: {options}',
    ja: 'は次のいずれかである必要があります：{options}',
  },
  unknownKeys: {
    en: 'has unknown field(s): {keys}',
    zh: '包含未知字段：{keys}',
    es: 'tiene campos desconocidos: {keys}',
    ja: 'に不明な項目があります：{keys}',
  },
  /** A value that fails a schema's regex: "is not a valid regex" would blame the wrong thing. */
  pattern: {
    en: 'has an invalid format',
    zh: '格式不正确',
    es: 'tiene un formato no válido',
    ja: 'の形式が正しくありません',
  },
  invalid: { en: 'is invalid', zh: '无效', es: 'no es válido', ja: 'が無効です' },
  /** Text the server cannot store as given (checked for every request, apps/server lib/validation.ts). */
  nulCharacter: {
    en: 'must not contain a NUL character',
    zh: '不能包含 NUL 字符',
    es: 'no debe contener un carácter NUL',
    ja: 'に NUL 文字を含めることはできません',
  },
  loneSurrogate: {
    en: 'contains an invalid character (a lone UTF-16 surrogate) and cannot be stored as given',
    zh: '包含无效字符（不成对的 UTF-16 代理项），无法按原样保存',
    es: 'contiene un carácter no válido (un sustituto UTF-16 aislado) y no se puede guardar tal cual',
    ja: 'に無効な文字（対になっていない UTF-16 サロゲート）が含まれており、そのまま保存できません',
  },
  invalidUtf8: {
    en: 'holds bytes that are not UTF-8 text and cannot be stored as given',
    zh: '包含不是 UTF-8 文本的字节，无法按原样保存',
    es: 'contiene bytes que no son texto UTF-8 y no se puede guardar tal cual',
    ja: 'に UTF-8 テキストではないバイトが含まれており、そのまま保存できません',
  },
  /** An image field (rich-text/url-policy.ts): a page showing it must not call our operations. */
  mediaUrl: {
    en: 'must be an uploaded file (/api/kaoshi-exam/editor/files/…) or an https:// address, not another /api path',
    zh: '必须是已上传的文件（/api/kaoshi-exam/editor/files/…）或 https:// 地址，不能是其他 /api 路径',
    es: 'debe ser un archivo subido (/api/kaoshi-exam/editor/files/…) o una dirección https://, no otra ruta /api',
    ja: 'はアップロード済みファイル（/api/kaoshi-exam/editor/files/…）または https:// のアドレスである必要があります（その他の /api パスは不可）',
  },
  /** A person's name holding a control, bidi or invisible character (person-name.ts). */
  personName: {
    en: 'must not contain control, text-direction (bidi) or invisible characters; type the name as printed on the ID card',
    zh: '不能包含控制字符、文字方向控制符（bidi）或不可见字符，请按身份证上的姓名填写',
    es: 'no debe contener caracteres de control, de dirección del texto (bidi) ni invisibles; escriba el nombre como figura en el documento de identidad',
    ja: 'に制御文字・文字方向の制御文字（bidi）・見えない文字を含めることはできません。身分証に記載のとおり入力してください',
  },
  /** A name printed on documents other than a person's (the issuing centre): the same characters refused. */
  cleanText: {
    en: 'must not contain control, text-direction (bidi) or invisible characters',
    zh: '不能包含控制字符、文字方向控制符（bidi）或不可见字符',
    es: 'no debe contener caracteres de control, de dirección del texto (bidi) ni invisibles',
    ja: 'に制御文字・文字方向の制御文字（bidi）・見えない文字を含めることはできません',
  },
  /** The site's public address (certificates' QR codes): an origin and path, nothing else. */
  publicSiteUrl: {
    en: "must be the site's address such as https://exams.example.org (no query, fragment or /api path)",
    zh: '必须是网站地址，例如 https://exams.example.org（不能带查询参数、锚点或 /api 路径）',
    es: 'debe ser la dirección del sitio, como https://exams.example.org (sin consulta, fragmento ni ruta /api)',
    ja: 'はサイトのアドレス（例：https://exams.example.org）である必要があります（クエリ・フラグメント・/api パスは不可）',
  },
  /** A link field (rich-text/url-policy.ts). */
  linkUrl: {
    en: 'must be an http(s) address that is not an /api path',
    zh: '必须是 http(s) 地址，且不能是 /api 路径',
    es: 'debe ser una dirección http(s) que no sea una ruta /api',
    ja: 'は /api パス以外の http(s) アドレスである必要があります',
  },
};

/** Custom issues whose text this catalogue holds: `params.issueText` names the entry. */
export type IssueTextKey = 'nulCharacter' | 'loneSurrogate' | 'invalidUtf8';

/** Refinements whose message is one of these keys are said in the user's language. */
export const URL_ISSUE = { media: 'mediaUrl', link: 'linkUrl' } as const;

const FORM_LABEL: Record<Lang, string> = { en: 'input', zh: '输入', es: 'entrada', ja: '入力' };

function issueText(issue: z.core.$ZodIssue, lang: Lang): string {
  const say = (key: string, params?: MessageParams) => interpolate(ISSUE_TEXT[key]![lang], params);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? say('required') : say('type', { expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) === 1 ? say('required') : say('tooShort', { minimum: Number(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return say('tooFewItems', { minimum: Number(issue.minimum) });
      return say('tooSmall', { minimum: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return say('tooLong', { maximum: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return say('tooManyItems', { maximum: Number(issue.maximum) });
      return say('tooBig', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'regex' ? say('pattern') : say('format', { format: issue.format });
    case 'invalid_value':
      return say('oneOf', { options: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return say('unknownKeys', { keys: issue.keys.join(', ') });
    case 'custom': {
      const textKey: unknown = issue.params?.issueText;
      if (typeof textKey === 'string' && Object.hasOwn(ISSUE_TEXT, textKey)) return say(textKey);
      // Other custom refinements carry their own message key's text in `message`, or a key of ISSUE_TEXT.
      return Object.hasOwn(ISSUE_TEXT, issue.message) ? say(issue.message) : issue.message;
    }
    default:
      return say('invalid');
  }
}

/** "username is required" style text for one issue. */
export function formatIssue(issue: z.core.$ZodIssue, lang: Lang): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : FORM_LABEL[lang];
  return `${field} ${issueText(issue, lang)}`;
}

/** Only the predicate, without the field name: for messages shown beside a form field. */
export function formatIssueForField(issue: z.core.$ZodIssue, lang: Lang): string {
  return issueText(issue, lang);
}

export function formatIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): string {
  return issues.map((issue) => formatIssue(issue, lang)).join('; ');
}

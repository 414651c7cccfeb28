/**
 * Messages the server sends in `message`, in the four product languages. The server picks
 * the language from the request's Accept-Language (the web sends its current choice).
 */
export const LANGS = ['en', 'zh', 'es', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

type Catalogue = Record<string, Record<Lang, string>>;

export const MESSAGES = {
  ok: { en: 'Success', zh: '操作成功', es: 'Correcto', ja: '成功しました' },
  tokenInvalid: {
    en: 'Your session has expired. Please log in again.',
    zh: '登录已失效，请重新登录。',
    es: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    ja: 'セッションの有効期限が切れました。再度ログインしてください。',
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
  captchaWrong: {
    en: 'The verification code is wrong or has expired. Click the image for a new one.',
    zh: '验证码错误或已过期，请点击图片刷新。',
    es: 'El código de verificación es incorrecto o ha caducado. Pulse la imagen para obtener otro.',
    ja: '認証コードが正しくないか期限切れです。画像をクリックして更新してください。',
  },
  loginFailed: {
    en: 'Wrong username, password or user type.',
    zh: '用户名、密码或用户类型错误。',
    es: 'Usuario, contraseña o tipo de usuario incorrectos.',
    ja: 'ユーザー名、パスワード、またはユーザー種別が正しくありません。',
  },
  userLocked: {
    en: 'This account is locked. Please contact your administrator.',
    zh: '该账号已被锁定，请联系管理员。',
    es: 'Esta cuenta está bloqueada. Contacte con su administrador.',
    ja: 'このアカウントはロックされています。管理者に連絡してください。',
  },
  rateLimited: {
    en: 'Too many attempts. Try again in {seconds} s.',
    zh: '尝试次数过多，请在 {seconds} 秒后重试。',
    es: 'Demasiados intentos. Inténtelo de nuevo en {seconds} s.',
    ja: '試行回数が多すぎます。{seconds} 秒後に再試行してください。',
  },
  oldPasswordWrong: {
    en: 'The current password is wrong.',
    zh: '原密码错误。',
    es: 'La contraseña actual es incorrecta.',
    ja: '現在のパスワードが正しくありません。',
  },
  samePassword: {
    en: 'The new password must differ from the current one.',
    zh: '新密码不能与原密码相同。',
    es: 'La nueva contraseña debe ser distinta de la actual.',
    ja: '新しいパスワードは現在のものと異なる必要があります。',
  },
  userNotFound: {
    en: 'User {id} does not exist.',
    zh: '用户 {id} 不存在。',
    es: 'El usuario {id} no existe.',
    ja: 'ユーザー {id} は存在しません。',
  },
  usernameTaken: {
    en: 'The username "{username}" is already taken.',
    zh: '用户名“{username}”已被使用。',
    es: 'El nombre de usuario "{username}" ya está en uso.',
    ja: 'ユーザー名「{username}」は既に使われています。',
  },
  firstUserProtected: {
    en: 'The first administrator (user 1) cannot be deleted or locked.',
    zh: '初始管理员（用户 1）不能被删除或锁定。',
    es: 'El primer administrador (usuario 1) no se puede eliminar ni bloquear.',
    ja: '初期管理者（ユーザー 1）は削除もロックもできません。',
  },
  selfProtected: {
    en: 'You cannot delete or lock your own account.',
    zh: '不能删除或锁定自己的账号。',
    es: 'No puede eliminar ni bloquear su propia cuenta.',
    ja: '自分のアカウントは削除もロックもできません。',
  },
  roleNotFound: {
    en: 'Role {id} does not exist.',
    zh: '角色 {id} 不存在。',
    es: 'El rol {id} no existe.',
    ja: 'ロール {id} は存在しません。',
  },
  rolesNotFound: {
    en: 'These roles do not exist: {ids}',
    zh: '以下角色不存在：{ids}',
    es: 'Estos roles no existen: {ids}',
    ja: '次のロールは存在しません：{ids}',
  },
  roleKeyTaken: {
    en: 'The role key "{roleKey}" is already taken.',
    zh: '角色标识“{roleKey}”已被使用。',
    es: 'La clave de rol "{roleKey}" ya está en uso.',
    ja: 'ロールキー「{roleKey}」は既に使われています。',
  },
  roleInUse: {
    en: 'The role "{name}" is still bound to {count} user(s). Unbind them first.',
    zh: '角色“{name}”仍绑定了 {count} 个用户，请先解除绑定。',
    es: 'El rol "{name}" sigue asignado a {count} usuario(s). Desasígnelo primero.',
    ja: 'ロール「{name}」はまだ {count} 人のユーザーに割り当てられています。先に解除してください。',
  },
  builtInRole: {
    en: 'The built-in role "{roleKey}" cannot be deleted or renamed.',
    zh: '内置角色“{roleKey}”不能删除或修改标识。',
    es: 'El rol integrado "{roleKey}" no se puede eliminar ni renombrar.',
    ja: '組み込みロール「{roleKey}」は削除もキーの変更もできません。',
  },
  permissionNotFound: {
    en: 'Permission {id} does not exist.',
    zh: '权限 {id} 不存在。',
    es: 'El permiso {id} no existe.',
    ja: '権限 {id} は存在しません。',
  },
  permissionsNotFound: {
    en: 'These permissions do not exist: {ids}',
    zh: '以下权限不存在：{ids}',
    es: 'Estos permisos no existen: {ids}',
    ja: '次の権限は存在しません：{ids}',
  },
  permissionKeyTaken: {
    en: 'The permission key "{permissionKey}" is already taken.',
    zh: '权限标识“{permissionKey}”已被使用。',
    es: 'La clave de permiso "{permissionKey}" ya está en uso.',
    ja: '権限キー「{permissionKey}」は既に使われています。',
  },
  permissionHasChildren: {
    en: 'The permission "{name}" still has {count} child permission(s). Delete or move them first.',
    zh: '权限“{name}”下还有 {count} 个子权限，请先删除或移动。',
    es: 'El permiso "{name}" aún tiene {count} permiso(s) hijo(s). Elimínelos o muévalos primero.',
    ja: '権限「{name}」にはまだ {count} 個の子権限があります。先に削除または移動してください。',
  },
  permissionBuiltIn: {
    en: 'The permission "{permissionKey}" is named by the product and cannot be deleted or re-keyed.',
    zh: '权限“{permissionKey}”为系统内置，不能删除或修改标识。',
    es: 'El permiso "{permissionKey}" es del producto y no se puede eliminar ni cambiar su clave.',
    ja: '権限「{permissionKey}」は製品で定義されており、削除もキーの変更もできません。',
  },
  permissionParentCycle: {
    en: 'A permission cannot be placed under itself or its own descendant.',
    zh: '权限不能挂在自身或其子权限之下。',
    es: 'Un permiso no puede colocarse bajo sí mismo ni bajo un descendiente suyo.',
    ja: '権限を自分自身またはその子孫の下に置くことはできません。',
  },
  rolesNotOwned: {
    en: 'You can only read the permissions of your own roles.',
    zh: '只能查询自己所属角色的权限。',
    es: 'Solo puede consultar los permisos de sus propios roles.',
    ja: '自分のロールの権限のみ参照できます。',
  },
  authCodeInvalid: {
    en: 'The sign-in link is invalid or has expired.',
    zh: '登录链接无效或已过期。',
    es: 'El enlace de inicio de sesión no es válido o ha caducado.',
    ja: 'サインインリンクが無効か期限切れです。',
  },
  superAdminOnly: {
    en: 'Only a super administrator may grant, remove or change super administrator accounts.',
    zh: '只有超级管理员才能授予、移除或修改超级管理员账号。',
    es: 'Solo un superadministrador puede conceder, quitar o cambiar cuentas de superadministrador.',
    ja: 'スーパー管理者アカウントの付与・削除・変更はスーパー管理者のみが行えます。',
  },
  firstUserKeepsAdmin: {
    en: 'The first administrator (user 1) must keep the SUPER_ADMIN role.',
    zh: '初始管理员（用户 1）必须保留 SUPER_ADMIN 角色。',
    es: 'El primer administrador (usuario 1) debe conservar el rol SUPER_ADMIN.',
    ja: '初期管理者（ユーザー 1）は SUPER_ADMIN ロールを保持する必要があります。',
  },
  concurrentDuplicate: {
    en: 'Someone saved the same record at the same moment. Reload and check before trying again.',
    zh: '有人同时保存了相同的记录，请刷新并确认后再试。',
    es: 'Alguien guardó el mismo registro al mismo tiempo. Recargue y compruebe antes de volver a intentarlo.',
    ja: '同じレコードが同時に保存されました。再読み込みして確認してから、もう一度お試しください。',
  },
} satisfies Catalogue;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
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

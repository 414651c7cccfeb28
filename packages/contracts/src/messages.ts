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
  schoolNotFound: {
    en: 'Exam project {id} does not exist.',
    zh: '考试项目 {id} 不存在。',
    es: 'El proyecto de examen {id} no existe.',
    ja: '試験プロジェクト {id} は存在しません。',
  },
  departmentNotFound: {
    en: 'Job category {id} does not exist.',
    zh: '职业类别 {id} 不存在。',
    es: 'La categoría profesional {id} no existe.',
    ja: '職種区分 {id} は存在しません。',
  },
  subjectNotFound: {
    en: 'Job type {id} does not exist.',
    zh: '报考工种 {id} 不存在。',
    es: 'El oficio {id} no existe.',
    ja: '受験職種 {id} は存在しません。',
  },
  classNotFound: {
    en: 'Registration batch {id} does not exist.',
    zh: '报名批次 {id} 不存在。',
    es: 'La convocatoria {id} no existe.',
    ja: '申込バッチ {id} は存在しません。',
  },
  courseNotFound: {
    en: 'Course {id} does not exist.',
    zh: '课程 {id} 不存在。',
    es: 'El curso {id} no existe.',
    ja: 'コース {id} は存在しません。',
  },
  knowledgeNotFound: {
    en: 'Knowledge point {id} does not exist.',
    zh: '知识点 {id} 不存在。',
    es: 'El punto de conocimiento {id} no existe.',
    ja: '知識ポイント {id} は存在しません。',
  },
  studentNotFound: {
    en: 'Student {id} does not exist.',
    zh: '考生 {id} 不存在。',
    es: 'El candidato {id} no existe.',
    ja: '受験者 {id} は存在しません。',
  },
  materialNotFound: {
    en: 'Teaching material {id} does not exist.',
    zh: '教学资料 {id} 不存在。',
    es: 'El material didáctico {id} no existe.',
    ja: '教材 {id} は存在しません。',
  },
  schoolCodeTaken: {
    en: 'The project code "{code}" is already taken.',
    zh: '项目编码“{code}”已被使用。',
    es: 'El código de proyecto "{code}" ya está en uso.',
    ja: 'プロジェクトコード「{code}」は既に使われています。',
  },
  departmentCodeTaken: {
    en: 'The code "{code}" is already used by another job category of the project "{parent}".',
    zh: '编码“{code}”已被项目“{parent}”下的其他职业类别使用。',
    es: 'El código "{code}" ya lo usa otra categoría profesional del proyecto "{parent}".',
    ja: 'コード「{code}」はプロジェクト「{parent}」の別の職種区分で既に使われています。',
  },
  subjectCodeTaken: {
    en: 'The code "{code}" is already used by another job type of the job category "{parent}".',
    zh: '编码“{code}”已被职业类别“{parent}”下的其他工种使用。',
    es: 'El código "{code}" ya lo usa otro oficio de la categoría profesional "{parent}".',
    ja: 'コード「{code}」は職種区分「{parent}」の別の職種で既に使われています。',
  },
  classCodeTaken: {
    en: 'The code "{code}" is already used by another batch of the job type "{parent}".',
    zh: '编码“{code}”已被工种“{parent}”下的其他批次使用。',
    es: 'El código "{code}" ya lo usa otra convocatoria del oficio "{parent}".',
    ja: 'コード「{code}」は職種「{parent}」の別のバッチで既に使われています。',
  },
  courseCodeTaken: {
    en: 'The code "{code}" is already used by another course of the job type "{parent}".',
    zh: '编码“{code}”已被工种“{parent}”下的其他课程使用。',
    es: 'El código "{code}" ya lo usa otro curso del oficio "{parent}".',
    ja: 'コード「{code}」は職種「{parent}」の別のコースで既に使われています。',
  },
  knowledgeCodeTaken: {
    en: 'The code "{code}" is already used by another knowledge point of the course "{parent}".',
    zh: '编码“{code}”已被课程“{parent}”下的其他知识点使用。',
    es: 'El código "{code}" ya lo usa otro punto de conocimiento del curso "{parent}".',
    ja: 'コード「{code}」はコース「{parent}」の別の知識ポイントで既に使われています。',
  },
  schoolHasDepartments: {
    en: 'The exam project "{name}" still has {count} job category(ies).',
    zh: '考试项目“{name}”下还有 {count} 个职业类别。',
    es: 'El proyecto de examen "{name}" todavía tiene {count} categoría(s) profesional(es).',
    ja: '試験プロジェクト「{name}」にはまだ {count} 件の職種区分があります。',
  },
  departmentHasSubjects: {
    en: 'The job category "{name}" still has {count} job type(s).',
    zh: '职业类别“{name}”下还有 {count} 个工种。',
    es: 'La categoría profesional "{name}" todavía tiene {count} oficio(s).',
    ja: '職種区分「{name}」にはまだ {count} 件の職種があります。',
  },
  subjectHasClasses: {
    en: 'The job type "{name}" still has {count} batch(es).',
    zh: '工种“{name}”下还有 {count} 个报名批次。',
    es: 'El oficio "{name}" todavía tiene {count} convocatoria(s).',
    ja: '職種「{name}」にはまだ {count} 件の申込バッチがあります。',
  },
  subjectHasCourses: {
    en: 'The job type "{name}" still has {count} course(s).',
    zh: '工种“{name}”下还有 {count} 门课程。',
    es: 'El oficio "{name}" todavía tiene {count} curso(s).',
    ja: '職種「{name}」にはまだ {count} 件のコースがあります。',
  },
  classHasStudents: {
    en: 'The batch "{name}" still has {count} student(s).',
    zh: '批次“{name}”下还有 {count} 名考生。',
    es: 'La convocatoria "{name}" todavía tiene {count} candidato(s).',
    ja: 'バッチ「{name}」にはまだ {count} 人の受験者がいます。',
  },
  courseHasKnowledge: {
    en: 'The course "{name}" still has {count} knowledge point(s).',
    zh: '课程“{name}”下还有 {count} 个知识点。',
    es: 'El curso "{name}" todavía tiene {count} punto(s) de conocimiento.',
    ja: 'コース「{name}」にはまだ {count} 件の知識ポイントがあります。',
  },
  knowledgeHasChildren: {
    en: 'The chapter "{name}" still has {count} appraisal point(s).',
    zh: '章节“{name}”下还有 {count} 个鉴定点。',
    es: 'El capítulo "{name}" todavía tiene {count} punto(s) de evaluación.',
    ja: '章「{name}」にはまだ {count} 件の評価ポイントがあります。',
  },
  registrationWindowInvalid: {
    en: 'Registration must open before it closes.',
    zh: '报名开始时间不能晚于报名截止时间。',
    es: 'La inscripción debe abrirse antes de cerrarse.',
    ja: '申込開始日時は締切日時より前である必要があります。',
  },
  knowledgeChapterTopLevel: {
    en: 'A chapter (cn) sits at the top level of its course and has no parent.',
    zh: '章节（cn）位于课程的最上层，不能有上级。',
    es: 'Un capítulo (cn) está en el nivel superior de su curso y no tiene padre.',
    ja: '章（cn）はコースの最上位にあり、親を持てません。',
  },
  knowledgePointNeedsChapter: {
    en: 'An appraisal point (kn) must sit under a chapter (cn) of the same course.',
    zh: '鉴定点（kn）必须位于同一课程的某个章节（cn）之下。',
    es: 'Un punto de evaluación (kn) debe estar bajo un capítulo (cn) del mismo curso.',
    ja: '評価ポイント（kn）は同じコースの章（cn）の下に置く必要があります。',
  },
  knowledgeAlreadyFirst: {
    en: '"{name}" is already the first at its level.',
    zh: '“{name}”已经是同级中的第一个。',
    es: '"{name}" ya es el primero de su nivel.',
    ja: '「{name}」は既に同じ階層の先頭です。',
  },
  knowledgeAlreadyLast: {
    en: '"{name}" is already the last at its level.',
    zh: '“{name}”已经是同级中的最后一个。',
    es: '"{name}" ya es el último de su nivel.',
    ja: '「{name}」は既に同じ階層の末尾です。',
  },
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
  idNumberInvalid: {
    en: 'The ID number {idNumber} is not valid (check the birth date and the last character).',
    zh: '身份证号 {idNumber} 无效（请检查出生日期和最后一位校验码）。',
    es: 'El número de identidad {idNumber} no es válido (revise la fecha de nacimiento y el último carácter).',
    ja: '身分証番号 {idNumber} は無効です（生年月日と末尾の検査文字を確認してください）。',
  },
  idNumberTaken: {
    en: 'The ID number {idNumber} is already registered to candidate {username}.',
    zh: '身份证号 {idNumber} 已被考生 {username} 使用。',
    es: 'El número de identidad {idNumber} ya está registrado para el candidato {username}.',
    ja: '身分証番号 {idNumber} は既に受験者 {username} に登録されています。',
  },
  importNotExcel: {
    en: 'The file is not an Excel workbook (.xlsx). Download the template and fill it in.',
    zh: '该文件不是 Excel 工作簿（.xlsx）。请下载模板并填写。',
    es: 'El archivo no es un libro de Excel (.xlsx). Descargue la plantilla y rellénela.',
    ja: 'このファイルは Excel ブック（.xlsx）ではありません。テンプレートをダウンロードして記入してください。',
  },
  importEmpty: {
    en: 'The file has no student rows.',
    zh: '文件中没有考生数据。',
    es: 'El archivo no tiene filas de candidatos.',
    ja: 'ファイルに受験者の行がありません。',
  },
  importTooManyRows: {
    en: 'At most {max} rows can be imported at once.',
    zh: '一次最多导入 {max} 行。',
    es: 'Se pueden importar como máximo {max} filas a la vez.',
    ja: '一度にインポートできるのは最大 {max} 行です。',
  },
  importHeadersMissing: {
    en: 'The sheet has no column(s) {columns}. Use the template.',
    zh: '表格缺少以下列：{columns}。请使用模板。',
    es: 'A la hoja le faltan la(s) columna(s) {columns}. Use la plantilla.',
    ja: 'シートに列 {columns} がありません。テンプレートを使ってください。',
  },
  importRowsInvalid: {
    en: '{count} problem(s) found; nothing was imported. Fix the rows listed and import the file again.',
    zh: '发现 {count} 处问题，未导入任何数据。请修改所列的行后重新导入。',
    es: 'Se encontraron {count} problema(s); no se importó nada. Corrija las filas indicadas e importe el archivo de nuevo.',
    ja: '{count} 件の問題が見つかったため、何もインポートされませんでした。表示された行を修正して再度インポートしてください。',
  },
  importRequired: {
    en: 'This field is required.',
    zh: '此项为必填项。',
    es: 'Este campo es obligatorio.',
    ja: 'この項目は必須です。',
  },
  importTooLong: {
    en: 'At most {max} characters.',
    zh: '最多 {max} 个字符。',
    es: 'Como máximo {max} caracteres.',
    ja: '{max} 文字以内にしてください。',
  },
  importUsernameInvalid: {
    en: 'A candidate number has 2 to 32 letters, digits or _ . @ - characters.',
    zh: '准考证号应为 2 至 32 位字母、数字或 _ . @ - 字符。',
    es: 'Un número de candidato tiene de 2 a 32 letras, dígitos o caracteres _ . @ -.',
    ja: '受験番号は 2〜32 文字の英数字または _ . @ - です。',
  },
  importDuplicateInFile: {
    en: '"{value}" also appears on row {other}.',
    zh: '“{value}”在第 {other} 行也出现了。',
    es: '"{value}" también aparece en la fila {other}.',
    ja: '「{value}」は {other} 行目にもあります。',
  },
  importIdNumberInvalid: {
    en: 'Not a valid resident ID number (18 characters with a correct birth date and check digit).',
    zh: '不是有效的身份证号（18 位，出生日期和校验位须正确）。',
    es: 'No es un número de identidad válido (18 caracteres con fecha de nacimiento y dígito de control correctos).',
    ja: '有効な身分証番号ではありません（18 文字で、生年月日と検査文字が正しい必要があります）。',
  },
  importPhoneInvalid: {
    en: 'Not a valid phone number.',
    zh: '不是有效的电话号码。',
    es: 'No es un número de teléfono válido.',
    ja: '有効な電話番号ではありません。',
  },
  importEmailInvalid: {
    en: 'Not a valid email address.',
    zh: '不是有效的邮箱地址。',
    es: 'No es una dirección de correo válida.',
    ja: '有効なメールアドレスではありません。',
  },
  importGenderInvalid: {
    en: 'Gender is M, F or empty.',
    zh: '性别只能填 M、F 或留空。',
    es: 'El sexo es M, F o vacío.',
    ja: '性別は M、F、または空欄です。',
  },
  importBatchUnknown: {
    en: 'There is no batch with the code "{code}".',
    zh: '不存在编码为“{code}”的批次。',
    es: 'No hay ninguna convocatoria con el código "{code}".',
    ja: 'コード「{code}」のバッチはありません。',
  },
  importBatchAmbiguous: {
    en: 'The batch code "{code}" is used by {count} batches; choose the batch in the import dialog.',
    zh: '批次编码“{code}”对应 {count} 个批次，请在导入对话框中选择批次。',
    es: 'El código de convocatoria "{code}" lo usan {count} convocatorias; elija la convocatoria en el diálogo de importación.',
    ja: 'バッチコード「{code}」は {count} 件のバッチで使われています。インポート画面でバッチを選んでください。',
  },
  importExistsDifferent: {
    en: 'The candidate number {username} already exists with different details.',
    zh: '准考证号 {username} 已存在且信息不同。',
    es: 'El número de candidato {username} ya existe con otros datos.',
    ja: '受験番号 {username} は既に異なる内容で登録されています。',
  },
  importIdNumberTaken: {
    en: 'This ID number is already registered to candidate {username}.',
    zh: '该身份证号已被考生 {username} 使用。',
    es: 'Este número de identidad ya está registrado para el candidato {username}.',
    ja: 'この身分証番号は既に受験者 {username} に登録されています。',
  },
  // Excel column headers and cell values (exports and the import template).
  colName: { en: 'Name', zh: '名称', es: 'Nombre', ja: '名称' },
  colCode: { en: 'Code', zh: '编码', es: 'Código', ja: 'コード' },
  colDescription: { en: 'Description', zh: '描述', es: 'Descripción', ja: '説明' },
  colContact: { en: 'Contact', zh: '联系人', es: 'Contacto', ja: '連絡先担当者' },
  colPhone: { en: 'Phone', zh: '电话', es: 'Teléfono', ja: '電話番号' },
  colEnabled: { en: 'Enabled', zh: '启用', es: 'Activo', ja: '有効' },
  colCreatedAt: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' },
  colSchool: { en: 'Exam project', zh: '考试项目', es: 'Proyecto de examen', ja: '試験プロジェクト' },
  colDepartment: { en: 'Job category', zh: '职业类别', es: 'Categoría profesional', ja: '職種区分' },
  colSubject: { en: 'Job type', zh: '报考工种', es: 'Oficio', ja: '受験職種' },
  colLevel: { en: 'Level', zh: '等级', es: 'Nivel', ja: '等級' },
  colClass: { en: 'Batch', zh: '报名批次', es: 'Convocatoria', ja: '申込バッチ' },
  colYear: { en: 'Year', zh: '年度', es: 'Año', ja: '年度' },
  colRegistrationOpensAt: { en: 'Registration opens', zh: '报名开始', es: 'Apertura de inscripción', ja: '申込開始' },
  colRegistrationClosesAt: { en: 'Registration closes', zh: '报名截止', es: 'Cierre de inscripción', ja: '申込締切' },
  colPlannedExamDate: { en: 'Planned exam date', zh: '计划考试日期', es: 'Fecha prevista de examen', ja: '試験予定日' },
  colStudentCount: { en: 'Students', zh: '考生数', es: 'Candidatos', ja: '受験者数' },
  colCourse: { en: 'Course', zh: '课程', es: 'Curso', ja: 'コース' },
  colMaterialCount: { en: 'Teaching materials', zh: '教学资料数', es: 'Materiales didácticos', ja: '教材数' },
  colKnowledgeCount: { en: 'Knowledge points', zh: '知识点数', es: 'Puntos de conocimiento', ja: '知識ポイント数' },
  colType: { en: 'Type', zh: '类型', es: 'Tipo', ja: '種類' },
  colParent: { en: 'Parent code', zh: '上级编码', es: 'Código del padre', ja: '親コード' },
  colWeight: { en: 'Weight (%)', zh: '权重（%）', es: 'Peso (%)', ja: '配点比率（%）' },
  colSort: { en: 'Order', zh: '排序', es: 'Orden', ja: '並び順' },
  colCandidateNumber: { en: 'Candidate number', zh: '准考证号', es: 'Número de candidato', ja: '受験番号' },
  colStudentName: { en: 'Name', zh: '姓名', es: 'Nombre', ja: '氏名' },
  colGender: { en: 'Gender (M/F)', zh: '性别（M/F）', es: 'Sexo (M/F)', ja: '性別（M/F）' },
  colIdNumber: { en: 'ID number', zh: '身份证号', es: 'Número de identidad', ja: '身分証番号' },
  colEmail: { en: 'Email', zh: '邮箱', es: 'Correo electrónico', ja: 'メールアドレス' },
  colBatchCode: { en: 'Batch code', zh: '批次编码', es: 'Código de convocatoria', ja: 'バッチコード' },
  colLocked: { en: 'Locked', zh: '锁定', es: 'Bloqueado', ja: 'ロック' },
  valueYes: { en: 'Yes', zh: '是', es: 'Sí', ja: 'はい' },
  valueNo: { en: 'No', zh: '否', es: 'No', ja: 'いいえ' },
  knowledgeTypeCn: { en: 'Chapter', zh: '章节', es: 'Capítulo', ja: '章' },
  knowledgeTypeKn: { en: 'Appraisal point', zh: '鉴定点', es: 'Punto de evaluación', ja: '評価ポイント' },
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

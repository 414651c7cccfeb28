import type { Catalogue } from './catalogue.js';

/** Students and their Excel import. */
export const STUDENTS_MESSAGES = {
  studentNotFound: {
    en: 'Student {id} does not exist.',
    zh: '考生 {id} 不存在。',
    es: 'El candidato {id} no existe.',
    ja: '受験者 {id} は存在しません。',
  },
  idNumberInvalid: {
    en: 'The ID number {idNumber} is not valid (check the birth date and the last character).',
    zh: '身份证号 {idNumber} 无效（请检查出生日期和最后一位校验码）。',
    es: 'El número de identidad {idNumber} no es válido (revise la fecha de nacimiento y el último carácter).',
    ja: '身分証番号 {idNumber} は無効です（生年月日と末尾の検査文字を確認してください）。',
  },
  tooManyIdNumberReveals: {
    en: 'You have shown too many whole ID numbers in the last hour. Try again in {minutes} min.',
    zh: '您在一小时内查看完整身份证号次数过多，请在 {minutes} 分钟后重试。',
    es: 'Ha mostrado demasiados números de identidad completos en la última hora. Inténtelo de nuevo en {minutes} min.',
    ja: '直近 1 時間に完全な身分証番号を表示しすぎました。{minutes} 分後に再試行してください。',
  },
  // No answer names another account's username, name or batch: staff find the holder through the list's ID-number search.
  idNumberTaken: {
    en: 'This ID number already belongs to a candidate account. Search the candidate list by this ID number to find it.',
    zh: '该身份证号已属于一个考生账号。请在考生列表中按该身份证号搜索查找。',
    es: 'Este número de identidad ya pertenece a una cuenta de candidato. Búsquela en la lista de candidatos por este número de identidad.',
    ja: 'この身分証番号は既に受験者アカウントに登録されています。受験者一覧をこの身分証番号で検索してください。',
  },
  importNotExcel: {
    en: 'The file is not an Excel workbook (.xlsx). Download the template and fill it in.',
    zh: '该文件不是 Excel 工作簿（.xlsx）。请下载模板并填写。',
    es: 'El archivo no es un libro de Excel (.xlsx). Descargue la plantilla y rellénela.',
    ja: 'このファイルは Excel ブック（.xlsx）ではありません。テンプレートをダウンロードして記入してください。',
  },
  importWorkbookTooLarge: {
    en: 'The workbook unpacks to more than {max} MB or holds more than {entries} files, so it was refused. Split it into smaller files.',
    zh: '该工作簿解压后超过 {max} MB 或包含超过 {entries} 个文件，已拒绝。请拆分为较小的文件。',
    es: 'El libro ocupa más de {max} MB descomprimido o contiene más de {entries} archivos, así que se rechazó. Divídalo en archivos más pequeños.',
    ja: 'ブックは展開すると {max} MB を超えるか、{entries} 個を超えるファイルを含むため、受け付けませんでした。小さなファイルに分けてください。',
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
  studentLegalNameApproved: {
    en: '"{name}" is the name approved with this candidate\'s application; a change of legal name needs a new application and its review.',
    zh: '“{name}”是该考生报名审核通过的姓名；更改法定姓名需重新报名并审核。',
    es: '«{name}» es el nombre aprobado con la solicitud de este candidato; cambiar el nombre legal requiere una nueva solicitud y su revisión.',
    ja: '「{name}」はこの受験者の申請で承認された氏名です。法的氏名の変更には新しい申請と審査が必要です。',
  },
  importNameCharacters: {
    en: 'A name must not contain control, text-direction (bidi) or invisible characters; type it as printed on the ID card.',
    zh: '姓名不能包含控制字符、文字方向控制符（bidi）或不可见字符，请按身份证上的姓名填写。',
    es: 'Un nombre no debe contener caracteres de control, de dirección del texto (bidi) ni invisibles; escríbalo como figura en el documento de identidad.',
    ja: '氏名に制御文字・文字方向の制御文字（bidi）・見えない文字を含めることはできません。身分証に記載のとおり入力してください。',
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
    en: 'Gender is {male} or {female} (or M, F), or empty.',
    zh: '性别只能填{male}或{female}（或 M、F），也可留空。',
    es: 'El sexo es {male} o {female} (o M, F), o vacío.',
    ja: '性別は{male}または{female}（または M、F）、または空欄です。',
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
    en: 'This ID number already belongs to a candidate account. Search the candidate list by this ID number to find it.',
    zh: '该身份证号已属于一个考生账号。请在考生列表中按该身份证号搜索查找。',
    es: 'Este número de identidad ya pertenece a una cuenta de candidato. Búsquela en la lista de candidatos por este número de identidad.',
    ja: 'この身分証番号は既に受験者アカウントに登録されています。受験者一覧をこの身分証番号で検索してください。',
  },
} satisfies Catalogue;

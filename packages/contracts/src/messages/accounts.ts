import type { Catalogue } from './catalogue.js';

/** A candidate's own account, created from the login page. */
export const ACCOUNT_MESSAGES = {
  signupUsernameInvalid: {
    en: 'Sign up with your 18-character ID number or your 11-digit mobile number.',
    zh: '请使用 18 位身份证号或 11 位手机号注册。',
    es: 'Regístrese con su número de identidad de 18 caracteres o su móvil de 11 dígitos.',
    ja: '18 桁の身分証番号または 11 桁の携帯電話番号で登録してください。',
  },
  signupIdNumberTaken: {
    en: 'An account with the ID number {idNumber} already exists. Sign in with it, or ask the exam centre to reset its password.',
    zh: '身份证号 {idNumber} 已有账号。请直接登录，或请考试中心重置密码。',
    es: 'Ya existe una cuenta con el número de identidad {idNumber}. Inicie sesión con ella o pida al centro de examen que restablezca la contraseña.',
    ja: '身分証番号 {idNumber} のアカウントは既にあります。そのアカウントでログインするか、試験センターにパスワードの再設定を依頼してください。',
  },
  passwordWeak: {
    en: 'This password is too easy to guess (a common password, the default one or your username). Choose another.',
    zh: '该密码过于简单（常见密码、默认密码或与用户名相同），请另选一个。',
    es: 'Esta contraseña es demasiado fácil de adivinar (una contraseña común, la predeterminada o su usuario). Elija otra.',
    ja: 'このパスワードは推測されやすすぎます（よくあるパスワード、初期パスワード、またはユーザー名と同じ）。別のものを選んでください。',
  },
  tooManySignups: {
    en: 'Too many accounts were created from your network in the last hour. Try again in {minutes} min.',
    zh: '您所在网络在一小时内注册的账号过多，请在 {minutes} 分钟后重试。',
    es: 'Se han creado demasiadas cuentas desde su red en la última hora. Inténtelo de nuevo en {minutes} min.',
    ja: '直近 1 時間にお使いのネットワークから作成されたアカウントが多すぎます。{minutes} 分後に再試行してください。',
  },
  passwordChangeRequired: {
    en: 'Set a new password of your own before you continue: the one you signed in with was given to you by the exam centre.',
    zh: '请先设置您自己的新密码再继续：您登录所用的密码由考试中心提供。',
    es: 'Establezca una contraseña nueva propia antes de continuar: la que usó para entrar se la dio el centro de examen.',
    ja: '続ける前にご自身の新しいパスワードを設定してください。ログインに使ったパスワードは試験センターから渡されたものです。',
  },
  passwordChangeNotDue: {
    en: 'Your password is already your own. To change it, use "Change password" with your current password.',
    zh: '您的密码已是您自己设置的。如需修改，请在“修改密码”中输入当前密码。',
    es: 'Su contraseña ya es propia. Para cambiarla, use «Cambiar contraseña» con su contraseña actual.',
    ja: 'パスワードは既にご自身のものです。変更するには「パスワード変更」で現在のパスワードを入力してください。',
  },
  temporaryPasswordExpired: {
    en: 'This one-time code has expired. Ask the exam centre for a new one.',
    zh: '该一次性密码已过期，请向考试中心申请新的密码。',
    es: 'Este código de un solo uso ha caducado. Pida uno nuevo al centro de examen.',
    ja: 'このワンタイムコードは有効期限が切れています。試験センターに新しいコードを依頼してください。',
  },
  resetBeyondOwn: {
    en: 'You cannot set the password of {username}: the account holds permissions you do not have ({lacking}).',
    zh: '您不能设置 {username} 的密码：该账号拥有您没有的权限（{lacking}）。',
    es: 'No puede establecer la contraseña de {username}: la cuenta tiene permisos que usted no tiene ({lacking}).',
    ja: '{username} のパスワードは設定できません。このアカウントにはあなたが持たない権限があります（{lacking}）。',
  },
  resetAccountManager: {
    en: 'Only a super administrator can set the password of {username}, who manages accounts too.',
    zh: '{username} 也负责管理账号，只有超级管理员才能设置其密码。',
    es: 'Solo un superadministrador puede establecer la contraseña de {username}, que también gestiona cuentas.',
    ja: '{username} もアカウントを管理しているため、そのパスワードを設定できるのはスーパー管理者だけです。',
  },
} satisfies Catalogue;

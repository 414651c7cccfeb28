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
} satisfies Catalogue;

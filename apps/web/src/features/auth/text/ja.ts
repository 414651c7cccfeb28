import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  login: {
    title: 'ログイン',
    username: 'ユーザー名',
    password: 'パスワード',
    verifyCode: '認証コード',
    userType: 'ユーザー種別',
    submit: 'ログイン',
    refreshCaptcha: 'クリックしてコードを更新',
    usernameRequired: 'ユーザー名を入力してください',
    passwordRequired: 'パスワードを入力してください',
    verifyCodeRequired: '画像のコードを入力してください',
    signInBusy: '現在ログインが混み合っています。{{seconds}} 秒後に自動で再試行します…',
    welcome: 'おかえりなさい',
    subtitle: '職業技能検定のためのオンライン試験',
  },
  authRedirect: { working: 'サインインしています…', failed: 'サインインリンクが無効か期限切れです。' },
  account: {
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
    noAccount: '受験予定でアカウントをお持ちでない方',
    createAccount: '受験者アカウントを作成',
  },
};

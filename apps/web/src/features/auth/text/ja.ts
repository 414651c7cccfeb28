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
  newPassword: {
    title: 'ご自身のパスワードを設定',
    intro:
      '試験センターから渡されたパスワード（ワンタイムコード）でログインしました。続けるにはご自身のパスワードを設定してください。コードは使えなくなります。',
    password: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    hint: '{{min}} 文字以上。よくあるパスワード、初期パスワード、ユーザー名は使えません。',
    tooShort: '{{min}} 文字以上にしてください。',
    weak: 'このパスワードは推測されやすすぎます。別のものを選んでください。',
    mismatch: '2 つのパスワードが一致しません。',
    submit: '保存して続ける',
    done: '新しいパスワードを保存しました。',
    signOut: 'ログアウト',
  },
};

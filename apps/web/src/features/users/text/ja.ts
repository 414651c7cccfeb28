import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  username: 'ユーザー名',
  nickName: '氏名',
  userType: 'ユーザー種別',
  email: 'メール',
  phone: '電話',
  roles: 'ロール',
  locked: 'ロック',
  introduction: '紹介',
  avatar: 'アバター',
  avatarHint: '画像のアドレス（https:）またはアップロード済みのファイル。上部バーに表示されます。任意。',
  className: 'バッチ',
  departmentName: '職種区分',
  remoteLogin: 'アバターメニューを表示',
  addTitle: 'ユーザーを追加',
  editTitle: 'ユーザーを編集',
  bindRoles: 'ロール',
  bindRolesTitle: '{{name}} のロール',
  resetPassword: 'パスワードをリセット',
  resetConfirm:
    '「{{name}}」のパスワードをワンタイムコードに置き換えますか？セッションは終了し、本人がコードで新しいパスワードを設定します。',
  lock: 'ロック',
  unlock: 'ロック解除',
  defaultPasswordHint:
    '新しいユーザーにはワンタイムコードが発行され、保存後に一度だけ表示されます。本人に渡してください。本人がそれで自分のパスワードを設定します。',
  endSessions: 'セッションを終了',
  endSessionsConfirm: '「{{name}}」のすべてのセッションを終了しますか？どの端末でも再ログインが必要になります。',
  endOwnSessionsConfirm: '他のすべての端末でのセッションを終了しますか？この端末はログインしたままです。',
  endSessionsDone: '終了したセッション：{{count}} 件。',
};

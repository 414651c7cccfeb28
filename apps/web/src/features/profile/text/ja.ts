import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  title: 'パスワード変更',
  oldPass: '現在のパスワード',
  newPass: '新しいパスワード',
  confirmPass: '新しいパスワード（確認）',
  mismatch: '2つのパスワードが一致しません。',
  tooShort: '6 文字以上にしてください。',
  changed: 'パスワードを変更しました。',
  account: 'アカウント',
};

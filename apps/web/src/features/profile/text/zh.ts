import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '修改密码',
  oldPass: '原密码',
  newPass: '新密码',
  confirmPass: '确认新密码',
  mismatch: '两次输入的密码不一致。',
  tooShort: '密码至少 6 个字符。',
  changed: '密码已修改。',
  account: '账号',
};

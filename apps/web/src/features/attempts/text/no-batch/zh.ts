import type { Shape } from '../../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '您尚未加入任何报名批次。',
  hint: '请申请与您的工种和等级相符的开放批次。考试中心审核通过后，您的考试将显示在这里。',
  apply: '申请报名',
};

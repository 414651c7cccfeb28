import type { Shape } from '../../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '您尚未加入任何报名批次。',
  hint: '请申请与您的工种和等级相符的开放批次。考试中心审核通过后，您的考试将显示在这里。',
  apply: '申请报名',
  underReview: '您报名的 {{batch}} 正在审核中。',
  returned: '您报名的 {{batch}} 被退回修改，请修改后重新提交。',
  refused: '您报名的 {{batch}} 未通过审核。该结论为最终结论，不能重新提交。',
  reason: '原因：{{reason}}',
  correct: '修改后重新提交',
};

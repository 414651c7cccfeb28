import type { Shape } from '../../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  title: 'まだどの受付回にも登録されていません。',
  hint: 'ご自分の職種と等級の受付中の回に申し込んでください。試験センターが承認すると、ここに試験が表示されます。',
  apply: '受付回に申し込む',
  underReview: '{{batch}} への申込は審査中です。',
  returned: '{{batch}} への申込は差し戻されました。修正して再提出してください。',
  refused: '{{batch}} への申込は不承認となりました。最終決定のため、再提出できません。',
  reason: '理由：{{reason}}',
  correct: '修正して再提出',
};

import type { Shape } from '../../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  title: 'まだどの受付回にも登録されていません。',
  hint: 'ご自分の職種と等級の受付中の回に申し込んでください。試験センターが承認すると、ここに試験が表示されます。',
  apply: '受付回に申し込む',
};

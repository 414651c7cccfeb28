import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  title: '受験案内',
  titleField: 'タイトル',
  content: '内容',
  minReadingSeconds: '最低閲覧時間',
  minReadingHint: '受験者は案内をこの時間開いた後でなければ開始できません。',
  seconds: '{{seconds}} 秒',
  secondsUnit: '秒',
  updatedAt: '更新日時',
  preview: 'プレビュー',
  previewTitle: 'プレビュー：受験者に表示される案内',
  previewHint: '受験者が開始前に見る案内です。プレビューでは何も記録されません。',
  previewStarted: '試験会場では、ここで試験が始まります。',
  confirmRead: '受験案内を読み、これに従います。',
  waitSeconds: '受験案内をお読みください（{{seconds}} 秒）',
  start: '試験を開始',
};

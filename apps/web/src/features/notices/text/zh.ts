import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '考试须知',
  titleField: '标题',
  content: '内容',
  minReadingSeconds: '最短阅读时间',
  minReadingHint: '须知打开满这段时间后，考生才能开始考试。',
  seconds: '{{seconds}} 秒',
  secondsUnit: '秒',
  updatedAt: '更新时间',
  preview: '预览',
  previewTitle: '预览：考生看到的须知',
  previewHint: '这是考生开考前看到的须知页面。预览不会记录任何内容。',
  previewStarted: '在考场中，此时将开始考试。',
  confirmRead: '我已阅读并将遵守考试须知。',
  waitSeconds: '请阅读考试须知（{{seconds}} 秒）',
  start: '开始考试',
};

import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  notFound: 'ページが見つかりません',
  notFoundHint: 'お探しのページは存在しないか、移動しました。',
  unauthorized: 'アクセス権がありません',
  unauthorizedHint: 'このページを開く権限がありません。',
  crashed: 'このページでエラーが発生しました。',
};

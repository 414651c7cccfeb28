import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  course: 'コース',
  chooseCourse: 'コースを選ぶとコースレベル項目と評価ポイントが表示されます。',
  type: '種類',
  chapter: 'コースレベル',
  point: '評価ポイント',
  weight: '重み',
  addChapter: 'コースレベル項目を追加',
  addPoint: '評価ポイントを追加',
  moveUp: '上へ',
  moveDown: '下へ',
  topLevel: 'コースレベル',
  weightWarning: '{{name}} の重みの合計は {{sum}}% で、100% ではありません。',
};

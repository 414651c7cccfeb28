import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  knowledgeCount: '知識ポイント数',
  materials: '教材',
  materialsTitle: '{{name}} の教材',
  materialType: '教材の種類',
  upload: 'ファイルをアップロード',
  uploaded: '{{name}} をアップロードしました',
  fileName: 'ファイル',
  size: 'サイズ',
  download: 'ダウンロード',
  materialTypes: { 0: '課程基準', 2: '授業設計', 3: '教育方針', 4: '教材資料', 5: '授業概要', 6: '授業分析', 7: '徳育モデル' },
};

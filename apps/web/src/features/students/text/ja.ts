import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  username: 'アカウント',
  name: '氏名',
  gender: '性別',
  genderM: '男性',
  genderF: '女性',
  genderUnset: '未記入',
  idNumber: '身分証番号',
  photo: '写真',
  photoHint: '画像のアドレス（https:）またはアップロード済みのファイル。試験室の入口、受験票、証明書に表示されます。任意。',
  import: 'インポート',
  importTitle: 'Excel から受験者をインポート',
  template: 'テンプレートをダウンロード',
  importHint:
    'テンプレートに 1 行 1 名で記入してください。最初にすべての行を検査し、すべてを取り込むか、何も取り込まずに誤りのある行を一覧表示します。同じファイルを再度取り込んでも変化はありません。',
  importBatchHint: '任意：バッチコードのない行に使うバッチ。',
  chooseFile: 'クリックするか .xlsx ファイルをここにドロップ',
  imported: '取り込み完了：新規 {{created}} 名、変更なし {{unchanged}} 名。',
  row: '行',
  field: '列',
  problem: '問題',
  moveTo: 'バッチを変更',
  moveTitle: '{{count}} 名の受験者をバッチへ移動',
  moved: '{{count}} 名を移動しました。',
  lockedDone: '{{count}} 名をロックしました。',
  unlockedDone: '{{count}} 名のロックを解除しました。',
  showIdNumber: '表示',
  hideIdNumber: '隠す',
  showIdNumberLabel: '{{name}} の身分証番号をすべて表示（監査ログに記録されます）',
  idNumberMaskedHint: '伏せ字で表示しています。番号を変えない場合はそのままにし、変える場合は新しい番号をすべて入力してください。',
};

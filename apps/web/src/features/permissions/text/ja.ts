import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  permissionKey: '権限キー',
  name: '名前',
  type: '種別',
  linkType: 'リンク種別',
  url: 'URL',
  sort: '並び順',
  parent: '親',
  root: '（最上位）',
  addTitle: '権限を追加',
  editTitle: '権限を編集',
  addChild: '子を追加',
  typeMenu: 'メニュー',
  typeButton: 'ボタン',
  linkNormal: '通常',
  linkExternal: '外部',
  builtIn: '組み込み',
};

import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  permissionKey: '权限标识',
  name: '名称',
  type: '类型',
  linkType: '链接类型',
  url: '链接地址',
  sort: '排序',
  parent: '上级',
  root: '（顶级）',
  addTitle: '新增权限',
  editTitle: '编辑权限',
  addChild: '新增子权限',
  typeMenu: '菜单',
  typeButton: '按钮',
  linkNormal: '普通',
  linkExternal: '外链',
  builtIn: '内置',
};

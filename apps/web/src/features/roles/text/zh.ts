import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  roleKey: '角色标识',
  roleName: '角色名称',
  userCount: '用户数',
  builtIn: '内置',
  addTitle: '新增角色',
  editTitle: '编辑角色',
  permissions: '权限',
  permissionsTitle: '{{name}} 的权限',
  superAdminAll: 'SUPER_ADMIN 拥有全部权限，无需分配。',
};

import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  roleKey: 'ロールキー',
  roleName: 'ロール名',
  userCount: 'ユーザー数',
  builtIn: '組み込み',
  addTitle: 'ロールを追加',
  editTitle: 'ロールを編集',
  permissions: '権限',
  permissionsTitle: '{{name}} の権限',
  superAdminAll: 'SUPER_ADMIN はすべての権限を持つため、割り当ては不要です。',
};

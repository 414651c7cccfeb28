import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  notFound: '页面不存在',
  notFoundHint: '您访问的页面不存在或已被移动。',
  unauthorized: '无权访问',
  unauthorizedHint: '您没有打开此页面的权限。',
  crashed: '此页面出现错误。',
};

import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  course: '课程',
  chooseCourse: '请选择课程以查看其课程级条目和鉴定点。',
  type: '类型',
  chapter: '课程级',
  point: '鉴定点',
  weight: '权重',
  addChapter: '新增课程级条目',
  addPoint: '新增鉴定点',
  moveUp: '上移',
  moveDown: '下移',
  topLevel: '课程级',
  weightWarning: '{{name}} 的权重合计为 {{sum}}%，不是 100%。',
};

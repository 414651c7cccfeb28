import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  knowledgeCount: '知识点数',
  materials: '教学资料',
  materialsTitle: '{{name}} 的教学资料',
  materialType: '资料类型',
  upload: '上传文件',
  uploaded: '已上传 {{name}}',
  fileName: '文件',
  size: '大小',
  download: '下载',
  materialTypes: { 0: '课程标准', 2: '教学设计', 3: '教学政策', 4: '教学材料', 5: '教学大纲', 6: '教学分析', 7: '德育范例' },
};

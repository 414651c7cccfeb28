import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  username: '账号',
  name: '姓名',
  gender: '性别',
  genderM: '男',
  genderF: '女',
  genderUnset: '未填写',
  idNumber: '身份证号',
  photo: '照片',
  photoHint: '图片地址（https:）或已上传的文件；显示在考场入口、准考证和证书上。可不填。',
  import: '导入',
  importTitle: '从 Excel 导入考生',
  template: '下载模板',
  importHint:
    '按模板填写，每行一名考生。系统会先检查每一行：要么全部导入，要么一条也不导入并列出每个错误行。重复导入同一文件不会产生变化。',
  importBatchHint: '可选：为未填写批次编码的行指定批次。',
  chooseFile: '点击或拖拽 .xlsx 文件到此处',
  imported: '导入完成：新增 {{created}} 人，未变化 {{unchanged}} 人。',
  row: '行号',
  field: '列',
  problem: '问题',
  moveTo: '调整批次',
  moveTitle: '将 {{count}} 名考生调整到批次',
  moved: '已调整 {{count}} 名考生。',
  lockedDone: '已锁定 {{count}} 名考生。',
  unlockedDone: '已解锁 {{count}} 名考生。',
  showIdNumber: '显示',
  hideIdNumber: '隐藏',
  showIdNumberLabel: '显示 {{name}} 的完整身份证号（将记入审计日志）',
  idNumberMaskedHint: '身份证号已打码显示。保持不变即保留原号码，或输入完整的新号码。',
};

import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '题库', types: { 0: '单选题', 1: '多选题', 2: '判断题', 3: '外部链接题' }, number: '第 {{number}} 题', points: '{{score}} 分',
  correct: '答案', openTask: '打开任务', explanation: '解析',
  stem: '题干', course: '课程', chooseCourse: '请选择课程', knowledge: '知识点', type: '题型', difficulty: '难度',
  difficulties: { 1: '很容易', 2: '容易', 3: '中等', 4: '困难', 5: '很困难' },
  keyword: '题干关键词', status: '状态', inUse: '使用中', retired: '已停用', allStatuses: '使用中和已停用', score: '分值',
  paperCount: '所在试卷', updatedAt: '更新时间', preview: '预览', previewTitle: '预览：考生看到的样子', showAnswer: '显示答案和解析',
  retire: '停用', restore: '恢复', retireSelected: '停用所选', restoreSelected: '恢复所选',
  retiredDone: '已停用 {{count}} 道题：已有试卷中保留，新试卷不再选用。', restoredDone: '已恢复 {{count}} 道题。',
  options: '选项', option: '选项 {{key}}', correctOption: '正确', moveUp: '上移选项 {{key}}', moveDown: '下移选项 {{key}}',
  removeOption: '删除选项 {{key}}', addOption: '添加选项',
  optionsHint: { 0: '填写 2 到 10 个选项，并标出唯一的正确选项。', 1: '填写 2 到 10 个选项，并标出所有正确选项（至少两个）。', 2: '题干的说法正确还是错误？请选择答案。' },
  fullEditor: '打开完整编辑器（图片、公式、表格）', fullEditorFor: '{{label}} 的完整编辑器', trueFalseAnswer: '正确答案',
  trueText: '正确', falseText: '错误', linkUrl: '任务地址', linkUrlHint: '考生打开此地址完成实操任务，由阅卷人评分。', hasVideo: '含视频',
  scoreHint: '以 0.5 为单位；外部链接题为阅卷人可给的最高分。', stemRequired: '请填写题干。',
  problems: {
    optionsCountChoice: '选择题需要 2 到 10 个选项。', optionsCountTrueFalse: '判断题必须恰好有两个选项。', optionEmpty: '每个选项都必须填写内容。',
    answerSingle: '请恰好标出一个正确选项。', answerMultiple: '请至少标出两个正确选项。', answerUnknownOption: '答案中包含不存在的选项。',
    linkUrlInvalid: '请填写以 http:// 或 https:// 开头的任务地址。', linkHasOptions: '外部链接题没有选项和标准答案。',
  },
  duplicateTitle: '本课程中已有相同题干的题目', duplicateText: '本课程中已存在题干相同的题目：', duplicateQuestion: '仍要保存吗？', saveAnyway: '仍然保存',
  import: '导入', importTitle: '导入试题', importCourse: '试题导入到此课程：', excelTab: 'Excel', qtiTab: 'QTI 2.1', template: '下载模板',
  excelHint: '按模板填写，每行一道题。导入前会先检查每一行：要么全部导入，要么一行都不导入并列出每个有问题的行。',
  qtiHint: 'QTI 2.1 试题（.xml）或试题内容包（.zip）。选择题会导入为单选题或多选题。导入前会先检查每道题：要么全部导入，要么都不导入。',
  chooseExcel: '点击或拖入 .xlsx 文件', chooseQti: '点击或拖入 .xml 或 .zip 文件', qtiDefaults: '未注明分值的试题使用：', chooseCourseFirst: '请先选择课程。',
  imported: '已导入 {{count}} 道题。', importedDuplicates: '以下题目的题干在课程中已存在（仍已导入）：{{rows}}。', duplicateRow: '第 {{row}} 行（#{{questionId}}）',
  notImported: '未导入任何试题。请修正以下问题后重试：', row: '行', field: '字段', problem: '问题',
  exportQti: '导出 QTI 2.1', exportedQtiSkipped: '有 {{count}} 道题（外部链接题）没有 QTI 2.1 形式，未写入文件。',
};

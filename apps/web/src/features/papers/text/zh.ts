import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '试卷管理', add: '新建试卷', newTitle: '新建试卷', editTitle: '编辑试卷 · {{name}}', name: '试卷名称', course: '课程',
  chooseCourse: '请选择试卷所属的课程。', chooseCourseFirst: '请先选择课程：试题和知识点都来自该课程的题库。', mode: '组卷方式',
  modes: { fixed: '固定试题', random: '按规则随机' }, questionCount: '题数', totalScore: '总分', passScore: '合格分', duration: '考试时长',
  durationMinutes: '考试时长（分钟）', minutes: '{{count}} 分钟', locked: '已被发布的考试使用',
  updatedAt: '更新时间', preview: '预览', copy: '复制', copied: '已复制为“{{name}}”。', shuffleQuestions: '试题乱序', shuffleOptions: '选项乱序',
  passAboveTotal: '合格分不能高于总分（{{total}}）。', changeCourseTitle: '更换课程？',
  changeCourseBody: '试题和知识点都属于某一门课程：更换后，本试卷已选的试题和规则中的知识点将被清除。', changeCourseOk: '更换课程',
  lockedTitle: '此试卷已被发布的考试使用', lockedBody: '考生必须拿到发布时的试卷，因此这里只能修改试卷名称。如需修改其他内容，请复制一份再编辑。',
  copyToEdit: '复制后编辑', discardTitle: '放弃未保存的修改？', discardBody: '自上次保存以来的修改将会丢失。', discard: '放弃',
  draftPreview: '尚未保存：这是编辑器中当前的试卷。', questions: '试题', addQuestions: '添加试题', noQuestions: '还没有试题：请从题库中添加。',
  sectionSummary: '{{count}} 题 · {{score}} 分', setSectionScore: '统一分值', apply: '应用', stem: '题干', type: '题型', difficulty: '难度',
  difficulties: { 1: '很容易', 2: '容易', 3: '中等', 4: '较难', 5: '很难' }, knowledge: '知识点', score: '分值', defaultScore: '默认分值',
  moveUp: '上移', moveDown: '下移', remove: '从试卷中移除', retired: '已停用', pickerTitle: '从题库添加试题', keyword: '题干关键词',
  addSelected: '添加所选 {{count}} 题', noBankQuestions: '本课程没有符合条件的试题（已在试卷中的试题不再列出）。', rules: '抽题规则',
  rulesHint: '每位考生单独抽题。规则之间不能重叠：请让它们在题型、难度或知识点上有所区别。未选知识点的规则从整门课程中抽题。',
  wholeCourse: '整门课程', anyDifficulty: '任意难度', count: '题数', scoreEach: '每题分值', subtotal: '小计', inBank: '题库存量',
  availableHint: '可用题数 / 所需题数', shortBy: '缺 {{count}} 题', enough: '题量充足', checking: '正在检查…', checkBank: '检查题库',
  addRule: '添加规则', removeRule: '删除规则', noRules: '还没有规则：请添加一条。',
  bankShort: '题库无法满足所有规则。请减少标红规则的题数、放宽这些规则，或向题库补充试题。', previewTitle: '预览 · {{name}}',
  previewHint: '这是一次示例抽题，与考生拿到的试卷形式相同；每位考生各自抽题。', drawAgain: '重新抽题', showAnswers: '显示答案',
  lockedNoDelete: '已发布的考试使用此试卷，不能删除；可复制一份作为新试卷。',
};

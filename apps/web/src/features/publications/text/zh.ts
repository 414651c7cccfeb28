import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '发布考试', add: '新建发布', newTitle: '新建发布', editTitle: '编辑发布 · {{name}}', copyTitle: '复制为新草稿 · {{name}}', copyName: '{{name}}（副本）',
  empty: '还没有发布：点击“新建发布”把试卷发布给批次。', name: '发布名称', kind: '类型', kinds: { normal: '正常考试', supplementary: '补考' }, state: '状态',
  states: { draft: '草稿', published: '已发布', open: '进行中', closed: '已结束', withdrawn: '已撤回' }, paper: '试卷', course: '课程', courseFilter: '全部课程（按课程筛选试卷）',
  choosePaper: '请选择试卷', totalScore: '总分', passScore: '合格分', paperDuration: '试卷时长', batch: '批次', batches: '批次',
  batchesHint: '这些批次的所有学员都可以参加。上方的考试项目、职业类别和报考工种只用于缩小可选批次。', chooseBatches: '选择一个或多个批次', chooseBatch: '请至少选择一个批次。', parent: '补考对象',
  parentHint: '只有该场考试中不合格或缺考的考生可以参加本次补考。', chooseParent: '请选择要补考的考试。', reExamOf: '{{name}} 的补考', window: '考试时段',
  timeZoneHint: '时间按您的时区显示（{{zone}}）', startsAt: '开始时间', endsAt: '结束时间', windowHint: '考试时段内考生可以开始答题；每人有完整的考试时长，但不会超过结束时间。',
  endBeforeStart: '结束时间必须晚于开始时间。', windowShort: '考试时段短于考试时长（{{count}} 分钟）：考生会在结束时间被截止。', duration: '考试时长', durationHint: '每位考生从开始答题起的时间；默认为试卷时长。',
  minutes: '{{count}} 分钟', minutesUnit: '分钟', attemptsAllowed: '可考次数', notice: '考试须知', noNotice: '不使用须知', noticeHint: '考生开始前须阅读，且不少于其最短阅读时间。',
  previewNotice: '预览', noticePreviewTitle: '预览：考生看到的须知', noticePreviewDone: '在考场中，此时考试将开始。', paperSection: '试卷与须知', windowSection: '时间',
  resultsSection: '成绩', resultVisibility: '成绩公布', visibilities: { immediate: '立即公布', afterClose: '考试结束后公布', never: '不公布' },
  visibilityHints: {
    immediate: '考生的试卷评分完成后即可看到自己的成绩。',
    afterClose: '考试时段结束后统一公布成绩，防止考生互传答案。',
    never: '考生在这里看不到成绩，成绩通过其他方式公布。',
  },
  integritySection: '考试纪律', fullscreenRequired: '必须全屏', fullscreenRequiredHint: '退出全屏会被记录并显示给监考员。', tabSwitchLimit: '切屏次数上限',
  tabSwitchLimitHint: '离开考试页面超过此次数将自动交卷。0 表示不限制。', blockCopyPaste: '禁止复制、粘贴和右键菜单', blockCopyPasteHint: '被拦截的操作会记录为违纪事件。', candidatesAttempts: '考生 / 已开考',
  candidatesHint: '可参加的考生数 / 已开始的答卷数', publish: '发布', publishTitle: '发布“{{name}}”？', publishBody: '考生将在考试列表中看到它。试卷“{{paper}}”将被锁定：此后只能修改试卷名称。',
  publishedMessage: '“{{name}}”已发布。', extend: '延长', extendTitle: '延长考试时段 · {{name}}', currentEnd: '当前结束时间为 {{at}}。', newEnd: '新的结束时间',
  newEndTooEarly: '新的结束时间必须晚于当前结束时间。', withdraw: '撤回', withdrawTitle: '撤回 · {{name}}', withdrawWarning: '考生将不再看到此考试。撤回后不能再次发布（可复制一份）。',
  reason: '原因', reasonHint: '将记录在本次发布的日志中。', log: '日志', logTitle: '日志 · {{name}}', logEmpty: '暂无记录。', logReason: '原因：{{reason}}',
  logStudent: '考生：{{name}}',
  logActions: {
    publish: '发布', withdraw: '撤回', extend: '延长考试时段', extraTime: '给予加时', message: '监考员消息', forceSubmit: '监考员强制交卷',
    reentry: '允许重新进入',
  },
  copy: '复制',
  deleteBlocked: {
    open: '考生现在可以进入此考试，不能删除；可延长时间或等待其结束。',
    closed: '已结束的考试保留答卷和成绩，不能删除。',
    withdrawn: '已撤回的考试连同变更记录一起保留，不能删除。',
    started: '已有考生开始此考试，不能删除。',
  },
};

import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '实时监考',
  publication: '考试',
  choosePublication: '选择要监考的考试',
  noPublications: '还没有已发布的考试。',
  states: { draft: '草稿', published: '已发布', open: '进行中', closed: '已结束', withdrawn: '已撤回' },
  connection: { connecting: '正在连接…', live: '实时', reconnecting: '正在重新连接…', refused: '无权接收实时更新' },
  summary: {
    candidates: '考生', online: '在线', inProgress: '答题中', submitted: '已交卷', expired: '已超时',
    notStarted: '未开始', events: '异常事件', serverTime: '服务器时间',
  },
  status: { 0: '已交卷', 1: '已保存', 2: '答题中', 3: '未开始', 4: '已恢复', 5: '已超时' },
  onlineState: { online: '在线', offline: '离线' },
  column: {
    username: '准考证号', name: '姓名', className: '批次', online: '在线', status: '状态',
    progress: '已答', timeLeft: '剩余时间', events: '异常事件', lastSeen: '最后在线',
  },
  filter: { status: '状态', online: '在线或离线', withEvents: '只看有异常的', search: '准考证号、姓名或批次' },
  timeUp: '时间已到',
  shown: '共 {{total}} 名考生，显示 {{shown}} 名',
  eventsTitle: '异常事件 · {{name}}',
  eventKinds: {
    'tab-hidden': '离开考试页面', 'window-blur': '窗口失去焦点', 'fullscreen-exit': '退出全屏',
    copy: '复制被阻止', paste: '粘贴被阻止', 'context-menu': '右键菜单被阻止', reconnect: '重新连接',
  },
  eventAt: '时间',
  eventKind: '事件',
  noEvents: '没有记录到异常事件。',
  actions: {
    more: '操作', message: '发送消息', messageAll: '通知全体考生', extraTime: '延长时间',
    forceSubmit: '强制交卷', allowReentry: '允许重新进入', log: '操作记录',
  },
  form: {
    text: '消息', reason: '原因', minutes: '分钟', reentryMinutes: '延长分钟数（0：到原截止时间为止）',
    messageTitle: '发送消息给 {{name}}', messageAllTitle: '通知 {{name}} 的全体考生', extraTimeTitle: '为 {{name}} 延长时间',
    forceSubmitTitle: '强制 {{name}} 交卷', allowReentryTitle: '允许 {{name}} 重新进入',
    forceSubmitConfirm: '现在提交 {{name}} 的试卷？考生将无法继续作答。',
    forceSubmitHint: '已保存的答案将被提交并评分。原因会记入操作记录。',
  },
  done: { message: '消息已发送', extraTime: '已延长时间', forceSubmit: '已交卷', allowReentry: '已允许重新进入' },
  log: {
    title: '操作记录 · {{name}}', at: '时间', actor: '操作人', action: '操作', candidate: '考生', reason: '原因', detail: '详情',
    empty: '暂无记录。', everyone: '全体考生',
  },
  logActions: {
    publish: '发布', withdraw: '撤回', extend: '延长考试时段', extraTime: '延长时间', message: '消息',
    forceSubmit: '强制交卷', reentry: '允许重新进入',
  },
};

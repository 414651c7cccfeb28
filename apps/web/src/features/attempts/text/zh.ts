import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '在线考试',
  status: { submitted: '已交卷', saved: '已保存', inProgress: '考试中', notStarted: '未开始', resumed: '考试中（已恢复）', expired: '已过期' },
  list: {
    window: '考试时间', duration: '时长', minutes: '{{minutes}} 分钟', paper: '试卷', questions: '{{count}} 题 · {{score}} 分',
    attempts: '作答次数', attemptsUsed: '已用 {{used}} / {{allowed}} 次', timeZone: '时间按 {{zone}} 显示', startsIn: '距开考 {{time}}',
    closesIn: '距结束 {{time}}', days: '{{days}} 天', windowClosed: '考试时间已结束', enter: '进入考场', continue: '继续作答', supplementary: '补考',
  },
  result: {
    score: '成绩 {{score}} / {{total}}', passed: '合格', failed: '不合格', pending: '实操题仍在评阅中',
    afterClose: '成绩将在考试时间结束后公布。', never: '本考试不公布成绩。', marking: '试卷正在评阅中。',
  },
  room: {
    title: '考场入口', back: '返回我的考试', confirmIdentity: '核对个人信息', name: '姓名', number: '准考证号', numberShort: '准考证号 {{number}}',
    batch: '报名批次', notYou: '如信息有误，请勿开考，并告知监考老师。', rulesTitle: '考试规则',
    ruleClock: '以服务器时间为准：开考后共 {{minutes}} 分钟，最迟于 {{end}} 结束。',
    ruleSaving: '每道题作答后即时保存。断网时答案暂存在本浏览器，恢复连接后自动提交。',
    ruleTabs: '离开考试页面（切换标签页或窗口）会被记录。', ruleTabLimit: '离开考试页面会被记录；累计 {{limit}} 次后将自动交卷。',
    ruleFullscreen: '须全屏作答；退出全屏会被记录。', ruleCopy: '禁止复制、粘贴和右键菜单。',
    ruleSubmit: '答完后请交卷；时间到时系统将自动交卷。', confirmRules: '我已阅读考试规则，准备开考。', start: '开始考试', resume: '继续考试',
    notOpenYet: '考试尚未开始（{{time}}）。', windowClosed: '考试时间已结束。', noAttemptsLeft: '您的作答次数已用完（{{allowed}} 次）。',
    unavailable: '您目前不能参加本考试。', startFailed: '无法开始考试', loadFailed: '无法打开考场',
  },
  page: {
    loadFailed: '无法加载考试', timeLeft: '剩余时间', answeredCount: '已答 {{answered}} / {{total}}', submit: '交卷',
    liveOn: '已连接监考', liveOff: '正在重新连接监考…', nav: '答题卡', layout: '题目显示方式', onePerPage: '逐题作答', allOnPage: '整卷显示',
    legendAnswered: '已答', legendFlagged: '标记待查', legendCurrent: '当前题', prev: '上一题', next: '下一题', position: '{{current}} / {{total}}',
    flag: '标记待查', saved: '已保存', saving: '保存中…', savedElsewhere: '另一台设备保存了不同的答案，正在载入…', notSaved: '未保存：{{message}}', noteLabel: '给阅卷老师的说明',
    notePlaceholder: '完成了什么，作品在哪里查看', timeUp: '时间到，正在提交您的答案…',
  },
  banner: {
    offline: '网络已断开 — {{count}} 个答案等待提交，恢复连接后将自动发送',
    offline_one: '网络已断开 — {{count}} 个答案等待提交，恢复连接后将自动发送',
    offlineEmpty: '网络已断开 — 答案将暂存在本浏览器，恢复连接后自动发送', sending: '正在发送 {{count}} 个答案…',
    sending_one: '正在发送 {{count}} 个答案…', closed: '考试已结束：答案无法再保存。',
  },
  submit: {
    title: '确认交卷？', confirm: '交卷', unanswered: '未答（{{count}}）：{{numbers}}', flagged: '标记待查（{{count}}）：{{numbers}}',
    allAnswered: '所有题目均已作答。', warning: '交卷后不能再修改答案。', flushing: '正在发送最后的答案（{{count}}）…', submitting: '正在交卷…',
    offline: '网络已断开。请保持本页面打开：恢复连接后将立即发送答案并交卷。', failed: '交卷失败',
  },
  finished: {
    submitted: '您已成功交卷', timeUp: '时间到，您的答案已提交', forced: '监考老师已为您交卷', ended: '考试已结束',
    forcedReason: '原因：{{reason}}', later: '成绩将按考试规定公布。',
  },
  integrity: {
    fullscreenTitle: '须全屏作答', fullscreenText: '本考试须全屏作答，退出全屏会被记录。', fullscreenLeft: '您已退出全屏，此操作已被记录。',
    enterFullscreen: '进入全屏', backToFullscreen: '返回全屏', departures: '您已离开考试页面 {{count}} 次，已被记录。',
    departuresLimit: '您已离开考试页面 {{count}} 次，再离开 {{left}} 次将自动交卷。', copyBlocked: '本考试禁止复制和粘贴。',
    limitReached: '离开考试页面的次数超过了允许的上限。',
  },
  live: {
    messageTitle: '监考老师消息', from: '{{from}}，{{time}}', acknowledge: '我已阅读', more: '还有 {{count}} 条消息',
    extraTimeTitle: '延长时间', extraTime: '您获得了 {{minutes}} 分钟额外时间，考试现于 {{time}} 结束。',
  },
};

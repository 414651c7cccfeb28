import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  welcome: '欢迎，{{name}}',
  roles: '您的角色：{{roles}}',
  intro: '请从左侧菜单开始使用。',
  refresh: '刷新',
  updatedAt: '更新于 {{time}}（服务器时间）',
  loadFailed: '首页数据加载失败。',
  counts: { projects: '考试项目', candidates: '考生', questions: '试题', examsOpenNow: '正在开放的考试' },
  open: '打开{{screen}}',
  upcoming: { title: '即将开考', hint: '未来 7 天', empty: '未来 7 天没有考试开考。' },
  running: {
    title: '正在进行',
    empty: '当前没有正在进行的考试。',
    online: '在线：{{n}}',
    sitting: '作答中：{{n}}',
    endsIn: '{{relative}}结束',
    watch: '监考',
    watchExam: '实时监考 {{name}}',
  },
  passRates: {
    title: '近期通过率',
    hint: '最近结束的 10 场考试',
    empty: '还没有已结束的考试。',
    exam: '考试',
    sat: '参考人数',
    passed: '通过人数',
    passRate: '通过率（占实考）',
    chart: '各场考试实考人数的通过率（百分比）',
  },
  duration: '时长：{{duration}}',
  starts: '开考时间：',
};

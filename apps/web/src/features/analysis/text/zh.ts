import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  title: '成绩分析',
  filter: { publication: '考试', allPublications: '全部考试', reset: '清除筛选', noPublications: '暂无考试。' },
  export: '导出',
  tabs: { ranking: '排名', items: '试题分析', mastery: '知识点掌握' },
  empty: {
    ranking: '当前筛选下还没有已评分的答卷。',
    items: '请在上方选择一场考试以分析其试题。',
    itemsNone: '该考试还没有已评分的答卷。',
    mastery: '关联知识点的试题还没有已评分的作答。',
    pass: '当前筛选下没有已发布且关联批次的考试。',
    failed: '当前筛选下没有不合格的考生。',
    supplementary: '当前筛选下还没有补考。',
    candidates: '没有需要补考的考生。',
  },
  summary: { count: '考生数', mean: '平均分', median: '中位数', sd: '标准差', highest: '最高分', lowest: '最低分' },
  chart: {
    distribution: '分数分布（占总分比例）', candidates: '考生数', facility: '难度（得分率）', discrimination: '区分度',
    items: '各题的得分率与区分度', mastery: '各知识点的掌握度', pass: '各考试与批次的合格与不合格人数',
    passRate: '合格率', supplementary: '首次考试与补考后的合格率',
  },
  column: {
    rank: '名次', username: '准考证号', name: '姓名', batch: '批次', publication: '考试', score: '成绩', timeUsed: '用时',
    passed: '结果', question: '试题', answered: '作答人数', facility: '得分率', discrimination: '区分度',
    pointBiserial: '点二列相关', options: '选项分布', flags: '标记', knowledge: '知识点', earned: '得分',
    available: '满分', mastery: '掌握度', enrolled: '应考', sat: '实考', absent: '缺考', passedCount: '合格',
    failedCount: '不合格', passRate: '合格率（占实考）', parent: '首次考试', eligible: '应补考', firstPassRate: '首考合格率（占应考）',
    finalPassRate: '最终合格率（占应考）', yetToSit: '未考（考试未结束）', passRateRegistered: '合格率（占应考）', passRateFirstAttempt: '首次作答合格率', registered: '应考', firstScore: '首次成绩', reExamScore: '补考成绩', finalResult: '最终结果',
  },
  result: { pass: '合格', fail: '不合格', notSat: '未参加' },
  flags: { tooEasy: '过易', tooHard: '过难', negative: '负区分度' },
  section: { batches: '按考试与批次', failed: '不合格考生', publications: '按补考', candidates: '按考生' },
};

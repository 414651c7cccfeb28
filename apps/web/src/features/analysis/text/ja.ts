import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  title: '成績分析',
  filter: { publication: '試験', allPublications: 'すべての試験', reset: '絞り込みを解除', noPublications: '試験はまだありません。' },
  export: 'エクスポート',
  tabs: { ranking: '順位', items: '設問分析', mastery: '知識点の習得度' },
  empty: {
    ranking: 'この条件で採点済みの受験はまだありません。',
    items: '上で試験を選ぶと、その設問を分析します。',
    itemsNone: 'この試験には採点済みの受験がまだありません。',
    mastery: '知識点のある設問への採点済みの解答はまだありません。',
    pass: 'この条件で公開済みかつバッチのある試験はありません。',
    failed: 'この条件で不合格者はいません。',
    supplementary: 'この条件で再試験はまだありません。',
    candidates: '再試験の対象者はいません。',
  },
  summary: { count: '受験者数', mean: '平均点', median: '中央値', sd: '標準偏差', highest: '最高点', lowest: '最低点' },
  chart: {
    distribution: '得点分布（満点に対する割合）', candidates: '受験者数', facility: '正答率', discrimination: '識別力',
    items: '設問ごとの正答率と識別力', mastery: '知識点ごとの習得度', pass: '試験・バッチごとの合格者と不合格者',
    passRate: '合格率', supplementary: '初回と再試験後の合格率',
  },
  column: {
    rank: '順位', username: '受験番号', name: '氏名', batch: 'バッチ', publication: '試験', score: '得点', timeUsed: '所要時間',
    passed: '結果', question: '設問', answered: '解答数', facility: '正答率', discrimination: '識別力',
    pointBiserial: '点双列相関', options: '選択肢の分布', flags: '注意', knowledge: '知識点', earned: '得点',
    available: '配点', mastery: '習得度', enrolled: '対象者', sat: '受験', absent: '欠席', passedCount: '合格',
    failedCount: '不合格', passRate: '合格率（受験者比）', parent: '初回の試験', eligible: '再試験対象', firstPassRate: '本試験合格率（対象者比）',
    finalPassRate: '最終合格率（対象者比）', yetToSit: '未受験（実施中）', passRateRegistered: '合格率（対象者比）', passRateFirstAttempt: '初回受験合格率', registered: '対象者', firstScore: '初回得点', reExamScore: '再試験得点', finalResult: '最終結果',
  },
  result: { pass: '合格', fail: '不合格', notSat: '未受験' },
  flags: { tooEasy: '易しすぎ', tooHard: '難しすぎ', negative: '負の識別力' },
  section: { batches: '試験・バッチ別', failed: '不合格者', publications: '再試験別', candidates: '受験者別' },
};

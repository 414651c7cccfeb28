import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  welcome: 'ようこそ、{{name}} さん',
  roles: 'あなたのロール：{{roles}}',
  intro: '左のメニューから始めてください。',
  refresh: '更新',
  updatedAt: '{{time}} に更新（サーバー時刻）',
  loadFailed: 'ダッシュボードを読み込めませんでした。',
  counts: { projects: '試験プロジェクト', candidates: '受験者', questions: '問題', examsOpenNow: '実施中の試験' },
  open: '{{screen}}を開く',
  upcoming: { title: 'まもなく開始', hint: '今後 7 日間', empty: '今後 7 日間に開始する試験はありません。' },
  running: {
    title: '実施中',
    empty: '現在実施中の試験はありません。',
    online: 'オンライン：{{n}}',
    sitting: '受験中：{{n}}',
    endsIn: '{{relative}}に終了',
    watch: '監督',
    watchExam: '{{name}} をライブ監督',
  },
  passRates: {
    title: '最近の合格率',
    hint: '直近に終了した 10 件の試験',
    empty: '終了した試験はまだありません。',
    exam: '試験',
    sat: '受験者数',
    passed: '合格者数',
    passRate: '合格率（受験者比）',
    chart: '試験ごとの受験者に対する合格率（％）',
  },
  duration: '試験時間：{{duration}}',
  starts: '開始：',
};

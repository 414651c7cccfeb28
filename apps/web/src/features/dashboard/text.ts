import type { FeatureText } from '../../i18n/feature-text';

/** The dashboard's text (issue 8), in the four languages side by side. */
const en = {
  welcome: 'Welcome, {{name}}',
  roles: 'Your roles: {{roles}}',
  intro: 'Use the menu on the left to get started.',
  refresh: 'Refresh',
  updatedAt: 'Updated {{time}} (server time)',
  loadFailed: 'The dashboard could not be loaded.',
  counts: { projects: 'Exam projects', candidates: 'Candidates', questions: 'Questions', examsOpenNow: 'Exams open now' },
  open: 'Open {{screen}}',
  upcoming: { title: 'Opening soon', hint: 'The next 7 days', empty: 'No exam opens in the next 7 days.' },
  running: {
    title: 'Running now', empty: 'No exam is running right now.', online: 'Online: {{n}}', sitting: 'Sitting: {{n}}', endsIn: 'ends {{relative}}',
    watch: 'Watch', watchExam: 'Watch {{name}} live',
  },
  passRates: {
    title: 'Recent pass rates', hint: 'The last 10 closed exams', empty: 'No exam has closed yet.', exam: 'Exam', sat: 'Sat',
    passed: 'Passed', passRate: 'Pass rate', chart: 'Pass rate per exam, in percent',
  },
  duration: 'Duration: {{duration}}',
  starts: 'Starts:',
};

export const DASHBOARD_TEXT: FeatureText<typeof en> = {
  en,
  zh: {
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
      title: '正在进行', empty: '当前没有正在进行的考试。', online: '在线：{{n}}', sitting: '作答中：{{n}}', endsIn: '{{relative}}结束',
      watch: '监考', watchExam: '实时监考 {{name}}',
    },
    passRates: {
      title: '近期通过率', hint: '最近结束的 10 场考试', empty: '还没有已结束的考试。', exam: '考试', sat: '参考人数',
      passed: '通过人数', passRate: '通过率', chart: '各场考试的通过率（百分比）',
    },
    duration: '时长：{{duration}}',
    starts: '开考时间：',
  },
  es: {
    welcome: 'Bienvenido, {{name}}',
    roles: 'Sus roles: {{roles}}',
    intro: 'Use el menú de la izquierda para empezar.',
    refresh: 'Actualizar',
    updatedAt: 'Actualizado {{time}} (hora del servidor)',
    loadFailed: 'No se pudo cargar el panel.',
    counts: { projects: 'Proyectos de examen', candidates: 'Candidatos', questions: 'Preguntas', examsOpenNow: 'Exámenes abiertos ahora' },
    open: 'Abrir {{screen}}',
    upcoming: { title: 'Próximos exámenes', hint: 'Los próximos 7 días', empty: 'Ningún examen empieza en los próximos 7 días.' },
    running: {
      title: 'En curso', empty: 'No hay ningún examen en curso ahora.', online: 'En línea: {{n}}', sitting: 'Realizando: {{n}}', endsIn: 'termina {{relative}}',
      watch: 'Vigilar', watchExam: 'Vigilar {{name}} en directo',
    },
    passRates: {
      title: 'Tasas de aprobados recientes', hint: 'Los últimos 10 exámenes cerrados', empty: 'Aún no se ha cerrado ningún examen.', exam: 'Examen',
      sat: 'Presentados', passed: 'Aprobados', passRate: 'Tasa de aprobados', chart: 'Tasa de aprobados por examen, en porcentaje',
    },
    duration: 'Duración: {{duration}}',
    starts: 'Empieza:',
  },
  ja: {
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
      title: '実施中', empty: '現在実施中の試験はありません。', online: 'オンライン：{{n}}', sitting: '受験中：{{n}}', endsIn: '{{relative}}に終了',
      watch: '監督', watchExam: '{{name}} をライブ監督',
    },
    passRates: {
      title: '最近の合格率', hint: '直近に終了した 10 件の試験', empty: '終了した試験はまだありません。', exam: '試験', sat: '受験者数',
      passed: '合格者数', passRate: '合格率', chart: '試験ごとの合格率（％）',
    },
    duration: '試験時間：{{duration}}',
    starts: '開始：',
  },
};

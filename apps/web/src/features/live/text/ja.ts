import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  title: 'ライブ監視',
  publication: '試験',
  choosePublication: '監視する試験を選択',
  noPublications: '公開済みの試験はまだありません。',
  states: { draft: '下書き', published: '公開済み', open: '実施中', closed: '終了', withdrawn: '取り下げ' },
  connection: { connecting: '接続中…', live: 'ライブ', reconnecting: '再接続中…', refused: 'ライブ更新は許可されていません' },
  summary: {
    candidates: '受験者', online: 'オンライン', inProgress: '解答中', submitted: '提出済み', expired: '時間切れ',
    notStarted: '未開始', events: '不正検知', serverTime: 'サーバー時刻',
  },
  status: { 0: '提出済み', 1: '保存済み', 2: '解答中', 3: '未開始', 4: '再開', 5: '時間切れ' },
  onlineState: { online: 'オンライン', offline: 'オフライン' },
  column: {
    username: '受験番号', name: '氏名', className: 'バッチ', online: 'オンライン', status: '状態',
    progress: '解答数', timeLeft: '残り時間', events: '不正検知', lastSeen: '最終接続',
  },
  filter: { status: '状態', online: 'オンライン/オフライン', withEvents: '検知ありのみ', search: '受験番号・氏名・バッチ' },
  timeUp: '時間終了',
  shown: '{{total}} 名中 {{shown}} 名を表示',
  eventsTitle: '不正検知 · {{name}}',
  eventKinds: {
    'tab-hidden': '試験タブを離れた', 'window-blur': 'ウィンドウのフォーカスが外れた', 'fullscreen-exit': '全画面を終了した',
    copy: 'コピーをブロック', paste: '貼り付けをブロック', 'context-menu': '右クリックメニューをブロック', reconnect: '再接続',
  },
  eventAt: '時刻',
  eventKind: 'イベント',
  noEvents: '記録された検知はありません。',
  actions: {
    more: '操作', message: 'メッセージを送る', messageAll: '全員にメッセージ', extraTime: '時間を延長',
    forceSubmit: '強制提出', allowReentry: '再入室を許可', log: '操作履歴',
  },
  form: {
    text: 'メッセージ', reason: '理由', minutes: '分', reentryMinutes: '延長する分数（0：現在の締切まで）',
    messageTitle: '{{name}} へのメッセージ', messageAllTitle: '{{name}} の全受験者へのメッセージ', extraTimeTitle: '{{name}} の時間延長',
    forceSubmitTitle: '{{name}} の答案を強制提出', allowReentryTitle: '{{name}} の再入室を許可',
    forceSubmitConfirm: '{{name}} の答案を今すぐ提出しますか？受験者はこれ以上解答できません。',
    forceSubmitHint: '保存済みの解答が提出・採点されます。理由は操作履歴に残ります。',
  },
  done: { message: 'メッセージを送信しました', extraTime: '時間を延長しました', forceSubmit: '提出しました', allowReentry: '再入室を許可しました' },
  log: {
    title: '操作履歴 · {{name}}', at: '時刻', actor: '操作者', action: '操作', candidate: '受験者', reason: '理由', detail: '詳細',
    empty: 'まだ記録はありません。', everyone: '全員',
  },
  logActions: {
    publish: '公開', withdraw: '取り下げ', extend: '試験時間の延長', extraTime: '時間延長', message: 'メッセージ',
    forceSubmit: '強制提出', reentry: '再入室の許可',
  },
};

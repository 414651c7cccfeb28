import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  title: 'オンライン試験',
  status: { submitted: '提出済み', saved: '保存済み', inProgress: '受験中', notStarted: '未開始', resumed: '受験中（再開）', expired: '期限切れ' },
  list: {
    window: '実施期間', duration: '試験時間', minutes: '{{minutes}} 分', paper: '問題', questions: '{{count}} 問 · {{score}} 点',
    attempts: '受験回数', attemptsUsed: '{{allowed}} 回中 {{used}} 回使用', timeZone: '時刻は {{zone}}', startsIn: '開始まで {{time}}',
    closesIn: '終了まで {{time}}', days: '{{days}} 日', windowClosed: '実施期間は終了しました', enter: '入室', continue: '続ける', supplementary: '再試験',
  },
  result: {
    score: '得点 {{score}} / {{total}}', passed: '合格', failed: '不合格', pending: '実技課題は採点中です',
    afterClose: '結果は実施期間の終了後に公開されます。', never: 'この試験の結果は公開されません。', marking: '解答を採点中です。',
  },
  room: {
    title: '試験入室', back: 'マイ試験に戻る', confirmIdentity: '本人情報の確認', name: '氏名', number: '受験番号', numberShort: '番号 {{number}}',
    batch: '申込回', notYou: '誤りがある場合は開始せず、試験監督に伝えてください。', rulesTitle: '試験のルール',
    ruleClock: '時間はサーバーが管理します。開始から {{minutes}} 分、遅くとも {{end}} に終了します。',
    ruleSaving: '解答はその都度保存されます。接続が切れても解答はこのブラウザーに残り、復旧後に送信されます。',
    ruleTabs: '試験ページを離れる（別のタブやウィンドウ）と記録されます。', ruleTabLimit: '試験ページを離れると記録され、{{limit}} 回で試験は提出されます。',
    ruleFullscreen: '全画面で受験します。全画面を解除すると記録されます。', ruleCopy: 'コピー、貼り付け、右クリックメニューは使えません。',
    ruleSubmit: '終わったら提出してください。時間切れの場合は自動で提出されます。', confirmRules: 'ルールを読み、開始する準備ができました。',
    start: '試験を開始', resume: '試験を続ける', notOpenYet: '試験はまだ始まっていません（{{time}}）。', windowClosed: '実施期間は終了しました。',
    noAttemptsLeft: '受験回数をすべて使いました（{{allowed}} 回）。', unavailable: '現在この試験は受験できません。',
    startFailed: '試験を開始できませんでした', loadFailed: '試験の入室ページを開けませんでした',
  },
  page: {
    loadFailed: '試験を読み込めませんでした', timeLeft: '残り時間', answeredCount: '{{answered}} / {{total}} 解答済み', submit: '提出',
    liveOn: '試験監督に接続中', liveOff: '試験監督に再接続中…', nav: '問題一覧', layout: '問題の表示方法', onePerPage: '1 問ずつ', allOnPage: 'すべて表示',
    legendAnswered: '解答済み', legendFlagged: '見直し', legendCurrent: '表示中', prev: '前へ', next: '次へ', position: '{{current}} / {{total}}',
    flag: '見直しに印', saved: '保存済み', saving: '保存中…', savedElsewhere: '別の端末が別の解答を保存しました。読み込み中…', notSaved: '未保存：{{message}}', noteLabel: '採点者へのメモ',
    notePlaceholder: '行ったことと成果物の場所', timeUp: '時間切れです。解答を提出しています…',
  },
  banner: {
    offline: 'オフライン — {{count}} 件の解答が送信待ちです。接続が戻ると送信されます',
    offline_one: 'オフライン — {{count}} 件の解答が送信待ちです。接続が戻ると送信されます',
    offlineEmpty: 'オフライン — 解答はこのブラウザーに保存され、接続が戻ると送信されます', sending: '{{count}} 件の解答を送信中…',
    sending_one: '{{count}} 件の解答を送信中…', closed: '試験は終了しました。解答はもう保存できません。',
  },
  submit: {
    title: '試験を提出しますか？', confirm: '提出', unanswered: '未解答（{{count}}）：{{numbers}}', flagged: '見直し（{{count}}）：{{numbers}}',
    allAnswered: 'すべての問題に解答しました。', warning: '提出後は解答を変更できません。', flushing: '最後の解答を送信中（{{count}}）…',
    submitting: '提出中…', offline: 'オフラインです。このページを開いたままにしてください。接続が戻りしだい解答と提出を送信します。',
    failed: '試験を提出できませんでした',
  },
  finished: {
    submitted: '試験を提出しました', timeUp: '時間切れです。解答は提出されました', forced: '試験監督が試験を提出しました', ended: '試験は終了しました',
    forcedReason: '理由：{{reason}}', later: '結果は試験の規定に従って公開されます。',
  },
  integrity: {
    fullscreenTitle: '全画面が必要です', fullscreenText: 'この試験は全画面で受験します。全画面を解除すると記録されます。',
    fullscreenLeft: '全画面を解除しました。記録されています。', enterFullscreen: '全画面にする', backToFullscreen: '全画面に戻る',
    departures: '試験ページを {{count}} 回離れました。記録されています。', departuresLimit: '試験ページを {{count}} 回離れました。あと {{left}} 回で試験は提出されます。',
    copyBlocked: 'この試験ではコピーと貼り付けはできません。', limitReached: '試験ページを離れた回数が上限を超えました。',
  },
  live: {
    messageTitle: '試験監督からのメッセージ', from: '{{from}}、{{time}}', acknowledge: '確認しました', more: 'ほかに {{count}} 件',
    extraTimeTitle: '時間延長', extraTime: '{{minutes}} 分延長されました。試験は {{time}} に終了します。',
  },
};

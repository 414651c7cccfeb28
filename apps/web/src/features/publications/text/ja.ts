import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const ja: Shape<typeof en> = {
  title: '試験の公開', add: '新しい公開', newTitle: '新しい公開', editTitle: '公開を編集 · {{name}}', copyTitle: '新しい下書きとしてコピー · {{name}}', copyName: '{{name}}（コピー）',
  empty: 'まだ公開はありません。「新しい公開」で試験問題をバッチに公開してください。', name: '公開名', kind: '種類', kinds: { normal: '本試験', supplementary: '追試験' }, state: '状態',
  states: { draft: '下書き', published: '公開済み', open: '実施中', closed: '終了', withdrawn: '取り下げ' }, paper: '試験問題', course: 'コース',
  courseFilter: 'すべてのコース（試験問題を絞り込み）', choosePaper: '試験問題を選んでください', totalScore: '満点', passScore: '合格点', paperDuration: '試験問題の時間', batch: 'バッチ',
  batches: 'バッチ', batchesHint: 'これらのバッチの受験者全員が受験できます。上のプロジェクト・職種カテゴリ・職種は候補を絞り込むだけです。', chooseBatches: 'バッチを 1 つ以上選んでください',
  chooseBatch: 'バッチを 1 つ以上選んでください。', parent: '追試験の対象', parentHint: 'その公開で不合格または欠席だった受験者だけがこの追試験を受けられます。', chooseParent: '追試験の対象となる公開を選んでください。',
  reExamOf: '{{name}} の追試験', window: '実施期間', timeZoneHint: 'お使いのタイムゾーンの時刻（{{zone}}）', startsAt: '開始', endsAt: '終了',
  windowHint: '実施期間中に受験を開始できます。各受験者は試験時間いっぱい受けられますが、終了時刻を超えることはありません。', endBeforeStart: '終了は開始より後にしてください。',
  windowShort: '実施期間が試験時間（{{count}} 分）より短いため、受験者は終了時刻で打ち切られます。', duration: '試験時間', durationHint: '各受験者が開始してからの時間です。変更しなければ試験問題の時間になります。',
  minutes: '{{count}} 分', minutesUnit: '分', attemptsAllowed: '受験回数', notice: '受験案内', noNotice: '案内なし', noticeHint: '受験者は開始前に、最短閲覧時間以上これを読みます。',
  previewNotice: 'プレビュー', noticePreviewTitle: 'プレビュー：受験者に表示される案内', noticePreviewDone: '試験会場では、ここで試験が始まります。', paperSection: '試験問題と受験案内',
  windowSection: '日時', resultsSection: '成績', resultVisibility: '成績の公開', visibilities: { immediate: 'すぐに', afterClose: '実施期間の終了後', never: '公開しない' },
  visibilityHints: {
    immediate: '採点が終わりしだい、各受験者は自分の点数を見られます。',
    afterClose: '実施期間の終了後に全員の点数が表示されるので、解答を伝え合うことができません。',
    never: '受験者はここで点数を見られません。成績は別の方法で知らせます。',
  },
  integritySection: '不正防止', fullscreenRequired: '全画面表示を必須にする', fullscreenRequiredHint: '全画面表示の終了は記録され、監督者に表示されます。', tabSwitchLimit: 'タブ切り替えの上限',
  tabSwitchLimitHint: '試験のタブをこの回数より多く離れると、答案が提出されます。0：無制限。', blockCopyPaste: 'コピー・貼り付け・右クリックメニューを禁止', blockCopyPasteHint: '禁止された操作は不正イベントとして記録されます。',
  candidatesAttempts: '受験者 / 開始済み', candidatesHint: '受験できる人数 / これまでに開始された答案数', publish: '公開', publishTitle: '「{{name}}」を公開しますか？',
  publishBody: '受験者の試験一覧に表示されます。試験問題「{{paper}}」はロックされ、以後は名前しか変更できません。', publishedMessage: '「{{name}}」を公開しました。', extend: '延長',
  extendTitle: '実施期間を延長 · {{name}}', currentEnd: '現在の終了時刻は {{at}} です。', newEnd: '新しい終了時刻', newEndTooEarly: '新しい終了時刻は現在の終了時刻より後にしてください。',
  withdraw: '取り下げ', withdrawTitle: '取り下げ · {{name}}', withdrawWarning: '受験者にはこの試験が表示されなくなります。取り下げた公開は再公開できません（コピーしてください）。', reason: '理由',
  reasonHint: 'この公開のログに記録されます。', log: 'ログ', logTitle: 'ログ · {{name}}', logEmpty: 'まだ記録はありません。', logReason: '理由：{{reason}}',
  logStudent: '受験者：{{name}}',
  logActions: {
    publish: '公開', withdraw: '取り下げ', extend: '実施期間を延長', extraTime: '時間を追加', message: '監督者からのメッセージ',
    forceSubmit: '監督者が提出', reentry: '再入室を許可',
  },
  copy: 'コピー',
  deleteBlocked: {
    open: '受験者が現在この試験に入れるため、削除できません。延長するか終了を待ってください。',
    closed: '終了した試験は解答と成績を保持するため、削除できません。',
    withdrawn: '取り下げた試験は変更履歴とともに保持されるため、削除できません。',
    started: '受験を開始した受験者がいるため、削除できません。',
  },
};

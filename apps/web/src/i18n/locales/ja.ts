import { MARKING_TEXT } from '../../features/marking/text';
import { ANALYSIS_TEXT } from '../../features/analysis/text';
import { DASHBOARD_TEXT } from '../../features/dashboard/text';
import { EXAM_TEXT } from '../../features/attempts/text';
import { LIVE_TEXT } from '../../features/live/text';
import { NOTICE_TEXT } from '../../features/notices/text';
import { PAPER_TEXT } from '../../features/papers/text';
import { PUBLICATION_TEXT } from '../../features/publications/text';
import { QUESTION_TEXT } from '../../features/questions/text';
import type { Catalogue } from './en';

export const ja: Catalogue = {
  question: QUESTION_TEXT.ja,
  paper: PAPER_TEXT.ja,
  notice: NOTICE_TEXT.ja,
  publication: PUBLICATION_TEXT.ja,
  exam: EXAM_TEXT.ja,
  live: LIVE_TEXT.ja,
  marking: MARKING_TEXT.ja,
  analysis: ANALYSIS_TEXT.ja,
  dashboard: DASHBOARD_TEXT.ja,
  app: { title: '職業技能検定試験システム', shortTitle: '技能検定試験' },
  common: {
    course: 'コース', knowledgePoint: '知識ポイント',
    query: '検索', reset: 'リセット', add: '追加', edit: '編集', delete: '削除', save: '保存', cancel: 'キャンセル',
    confirm: '確定', actions: '操作', yes: 'はい', no: 'いいえ', loading: '読み込み中…', empty: 'データがありません',
    retry: '再試行', back: '戻る', close: '閉じる', search: '検索', total: '全 {{count}} 件',
    confirmDelete: '「{{name}}」を削除しますか？元に戻せません。', deleted: '削除しました', saved: '保存しました',
    loadFailed: 'データを読み込めませんでした。', all: 'すべて', createdAt: '作成日時', description: '説明',
    language: '言語', notBuilt: 'この画面はまだ作成されていません。', notBuiltHint: 'コンソールの今後のリリースで提供されます。',
    backHome: 'ホームに戻る',
  },
  shell: {
    search: 'メニューを検索', searchPlaceholder: 'ページ名', noMatch: '一致するページがありません',
    size: 'サイズ', sizeSmall: '小', sizeMiddle: '中', sizeLarge: '大', fullscreen: '全画面表示', exitFullscreen: '全画面表示を終了',
    refresh: '再読み込み', close: '閉じる', closeOthers: '他を閉じる', closeAll: 'すべて閉じる', openTabs: '開いているページ',
    settings: '設定', themeColor: 'テーマカラー', tagsView: '開いたページのタブ', fixedHeader: 'ヘッダーを固定',
    sidebarLogo: 'サイドバーのロゴ', pinyinSearch: 'ピンインでメニュー検索（中国語）', themeChanging: 'テーマを適用しています…',
    errorLog: 'エラーログ', errorLogEmpty: '記録されたエラーはありません。', errorMessage: 'メッセージ', errorComponent: '場所', errorInfo: '詳細',
    errorUrl: 'ページ', clearLog: 'クリア', pageCrashed: 'このページでエラーが発生しました。', pageCrashedHint: 'エラーは記録されました。再試行するか、別のページに移動してください。',
    icons: 'アイコン', iconsHint: 'アイコンをクリックすると名前をコピーします。', copied: '{{name}} をコピーしました',
  },
  crud: {
    export: 'Excel に出力', selected: '{{count}} 件選択中', batchDelete: '選択を削除', clearSelection: '選択を解除',
    confirmBatchDelete: '選択した {{count}} 件を削除しますか？元に戻せません。',
  },
  org: {
    school: '試験プロジェクト', department: '職種区分', subject: '登録職種', class: '申込バッチ', choose: '{{level}}を選択してください',
    name: '名称', code: 'コード', contact: '担当者', phone: '電話', enabled: '有効', level: '等級', year: '年度',
    opensAt: '申込開始', closesAt: '申込締切', plannedExamDate: '試験予定日',
    closesBeforeOpens: '申込締切は申込開始より前にできません。', departmentCount: '職種区分数', subjectCount: '職種数',
    classCount: 'バッチ数', courseCount: 'コース数', studentCount: '受験者数',
    levels: { 1: '1級 · 上級技師', 2: '2級 · 技師', 3: '3級 · 上級技能者', 4: '4級 · 中級技能者', 5: '5級 · 初級技能者' },
  },
  course: {
    knowledgeCount: '知識ポイント数', materials: '教材', materialsTitle: '{{name}} の教材',
    materialType: '教材の種類', upload: 'ファイルをアップロード', uploaded: '{{name}} をアップロードしました', fileName: 'ファイル', size: 'サイズ', download: 'ダウンロード',
    materialTypes: { 0: '課程基準', 2: '授業設計', 3: '教育方針', 4: '教材資料', 5: '授業概要', 6: '授業分析', 7: '徳育モデル' },
  },
  knowledge: {
    course: 'コース', chooseCourse: 'コースを選ぶと章と評価ポイントが表示されます。', type: '種類', chapter: '章',
    point: '評価ポイント', weight: '重み', addChapter: '章を追加', addPoint: '評価ポイントを追加', moveUp: '上へ',
    moveDown: '下へ', topLevel: '各章', weightWarning: '{{name}} の重みの合計は {{sum}}% で、100% ではありません。',
  },
  student: {
    username: '受験番号', name: '氏名', gender: '性別', genderM: '男性', genderF: '女性', genderUnset: '未記入',
    idNumber: '身分証番号', import: 'インポート', importTitle: 'Excel から受験者をインポート', template: 'テンプレートをダウンロード',
    importHint: 'テンプレートに 1 行 1 名で記入してください。最初にすべての行を検査し、すべてを取り込むか、何も取り込まずに誤りのある行を一覧表示します。同じファイルを再度取り込んでも変化はありません。',
    importBatchHint: '任意：バッチコードのない行に使うバッチ。', chooseFile: 'クリックするか .xlsx ファイルをここにドロップ',
    imported: '取り込み完了：新規 {{created}} 名、変更なし {{unchanged}} 名。',
    row: '行', field: '列', problem: '問題', moveTo: 'バッチを変更', moveTitle: '{{count}} 名の受験者をバッチへ移動',
    moved: '{{count}} 名を移動しました。', lockedDone: '{{count}} 名をロックしました。', unlockedDone: '{{count}} 名のロックを解除しました。',
  },
  editor: {
    placeholder: 'ここに入力…', area: '本文', toolbar: '書式', undo: '元に戻す', redo: 'やり直し', source: 'HTML ソース',
    fullscreen: '全画面（Alt+Z）', exitFullscreen: '全画面を終了（Alt+Z）', paragraphFormat: '段落の書式', paragraph: '本文',
    heading: '見出し {{level}}', fontFamily: 'フォント', defaultFont: '既定のフォント', fontSize: '文字サイズ', size: 'サイズ', bold: '太字',
    italic: '斜体', underline: '下線', strike: '取り消し線', textColor: '文字の色', highlight: '背景色',
    alignLeft: '左揃え', alignCenter: '中央揃え', alignRight: '右揃え', justify: '両端揃え', indent: '字下げ',
    bulletList: '箇条書き', orderedList: '番号付きリスト', lineHeight: '行間', paragraphSpacing: '段落の間隔',
    spacingBefore: '段落前', spacingAfter: '段落後', link: 'リンク', linkAddress: 'リンク先', unlink: 'リンクを解除',
    badLink: 'リンクは http://、https://、mailto: または / で始めてください。', horizontalRule: '水平線', specialCharacters: '特殊文字',
    clearFormatting: '書式をクリア', clearDocument: '文書をクリア', clearDocumentConfirm: '文書全体をクリアしますか？「元に戻す」で戻せます。',
    image: '画像', media: '動画・音声・添付', video: '動画', audio: '音声', videoUrl: 'アドレスから動画', audioUrl: 'アドレスから音声', mediaAddress: 'アドレス', badMediaUrl: 'アドレスは http://、https:// または / で始めてください。', attachment: '添付ファイル',
    insertTable: '表を挿入', tableMenu: '表', defaultTable: '5 × 5 の表を挿入', rowBefore: '上に行を挿入', rowAfter: '下に行を挿入',
    columnBefore: '左に列を挿入', columnAfter: '右に列を挿入', deleteRow: '行を削除', deleteColumn: '列を削除',
    mergeCells: 'セルを結合', splitCell: 'セルを分割', headerRow: '見出し行', headerColumn: '見出し列', sortAscending: 'この列で昇順に並べ替え',
    sortDescending: 'この列で降順に並べ替え', interlacedRows: '行の色を交互にする', tableStyle: '表のスタイル', tableStyleN: 'スタイル {{n}}',
    deleteTable: '表を削除', chart: 'グラフを作成', chartType: { bar: '棒グラフ', line: '折れ線グラフ', pie: '円グラフ' },
    chartRule: {
      tooSmall: 'グラフには 2 行 2 列以上の表が必要です。',
      headerRow: 'グラフには先頭行が見出し行である必要があります。',
      headerColumn: '{{row}} 行目は見出しセルで始まる必要があります。',
      notNumber: '{{row}} 行目 {{column}} 列目のセルは 0 以上の数値である必要があります。',
    },
    uploading: 'アップロード中…', scrawl: '手書き', eraser: '消しゴム', insert: '挿入', screenCapture: '画面キャプチャ', captureUnavailable: 'このブラウザーは画面をキャプチャできません。',
    upload: {
      configMissing: 'アップロードが設定されていないか、設定を読み込めませんでした。',
      tooLarge: '{{name}} は許可されたサイズを超えています。', typeNotAllowed: 'この種類のファイルは許可されていません：{{name}}',
      badResponse: 'サーバーの応答形式が正しくありません。', tooMany: '一度に {{max}} 個までです。',
    },
    wordCount: '{{words}} / {{limit}} 語 · {{characters}} 文字', overLimit: '{{limit}} 語の上限を超えています。',
    wordLimit: '語数の上限', draftFound: '{{time}} に保存された下書きがあります。', restoreDraft: '復元', discardDraft: '破棄', draftSaved: '下書きを保存しました', output: 'HTML 出力',
  },
  userType: { 0: '管理者', 1: '教員', 2: '受験者' },
  route: {
    dashboard: 'ダッシュボード', profile: 'プロフィール', icons: 'アイコン', school: '組織',
    schoolManage: '試験プロジェクト', departmentManage: '職種区分', subjectManage: '登録職種',
    classesManage: '申込バッチ', system: 'システム', userManage: 'ユーザー', roleManage: 'ロール',
    permissionManage: '権限', baseData: '基本データ', examCourse: 'コース', examKnow: '知識ポイント',
    examStudent: '受験者', questionBank: '問題バンク', examAnalysis: '成績分析',
    examClassRanking: 'バッチ別順位', isPassStatistics: '不合格統計', examSupplementary: '再試験統計',
    examStudentRoot: 'オンライン試験', examStudentTest: 'オンライン受験', examPublishManage: '試験公開',
    examManage: '試験問題用紙', examInstruction: '試験案内', publishManage: '試験を公開',
    examinationSituation: '採点', socketA: '試験会場', examinationRead: '答案の採点', kaoshi: '私の試験',
    kaoshiIndex: '試験入口', editorPlayground: 'エディターの試用',
  },
  http: {
    networkDown: 'ネットワークが切断されました。ネットワークが安定してから再度ログインしてください。',
    badResponse: 'サーバーの応答形式が正しくありません。',
    verificationFailed: '認証に失敗しました。再度ログインしてください。',
    rolesRequired: 'getInfo：ロールは空でない配列である必要があります！',
    hasError: 'エラーが発生しました',
  },
  login: {
    title: 'ログイン', username: 'ユーザー名', password: 'パスワード', verifyCode: '認証コード',
    userType: 'ユーザー種別', submit: 'ログイン', refreshCaptcha: 'クリックしてコードを更新',
    usernameRequired: 'ユーザー名を入力してください', passwordRequired: 'パスワードを入力してください',
    verifyCodeRequired: '画像のコードを入力してください', welcome: 'おかえりなさい',
    subtitle: '職業技能検定のためのオンライン試験',
  },
  authRedirect: { working: 'サインインしています…', failed: 'サインインリンクが無効か期限切れです。' },
  navbar: {
    profile: 'プロフィール', dashboard: 'ダッシュボード', logout: 'ログアウト', manual: '利用マニュアル',
    deployment: 'デプロイ手順', toggleSidebar: 'サイドバーの開閉',
  },
  profile: {
    title: 'パスワード変更', oldPass: '現在のパスワード', newPass: '新しいパスワード', confirmPass: '新しいパスワード（確認）',
    mismatch: '2つのパスワードが一致しません。', tooShort: '6 文字以上にしてください。', changed: 'パスワードを変更しました。',
    account: 'アカウント',
  },
  user: {
    username: 'ユーザー名', nickName: '氏名', userType: 'ユーザー種別', email: 'メール', phone: '電話',
    roles: 'ロール', locked: 'ロック', introduction: '紹介', className: 'バッチ', departmentName: '職種区分',
    remoteLogin: 'アバターメニューを表示', addTitle: 'ユーザーを追加', editTitle: 'ユーザーを編集', bindRoles: 'ロール',
    bindRolesTitle: '{{name}} のロール', resetPassword: 'パスワードをリセット',
    resetConfirm: '「{{name}}」のパスワードを初期値にリセットしますか？セッションは終了します。',
    resetDone: 'パスワードを初期値にリセットしました。', lock: 'ロック', unlock: 'ロック解除',
    defaultPasswordHint: '新しいユーザーには初期パスワードが設定されます。ログイン後に変更してください。',
  },
  role: {
    roleKey: 'ロールキー', roleName: 'ロール名', userCount: 'ユーザー数', builtIn: '組み込み', addTitle: 'ロールを追加',
    editTitle: 'ロールを編集', permissions: '権限', permissionsTitle: '{{name}} の権限',
    superAdminAll: 'SUPER_ADMIN はすべての権限を持つため、割り当ては不要です。',
  },
  permission: {
    permissionKey: '権限キー', name: '名前', type: '種別', linkType: 'リンク種別', url: 'URL', sort: '並び順',
    parent: '親', root: '（最上位）', addTitle: '権限を追加', editTitle: '権限を編集', addChild: '子を追加',
    typeMenu: 'メニュー', typeButton: 'ボタン', linkNormal: '通常', linkExternal: '外部', builtIn: '組み込み',
  },
  errorPage: {
    notFound: 'ページが見つかりません', notFoundHint: 'お探しのページは存在しないか、移動しました。',
    unauthorized: 'アクセス権がありません', unauthorizedHint: 'このページを開く権限がありません。',
    crashed: 'このページでエラーが発生しました。',
  },
  kaoshi: {
    title: '私の試験', hello: 'こんにちは、{{name}} さん', empty: 'まだ試験はありません。', emptyHint: 'あなたのバッチに公開された試験がここに表示されます。',
  },
};

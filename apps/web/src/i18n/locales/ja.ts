import type { Catalogue } from './en';

export const ja: Catalogue = {
  app: { title: '職業技能検定試験システム', shortTitle: '技能検定試験' },
  common: {
    query: '検索', reset: 'リセット', add: '追加', edit: '編集', delete: '削除', save: '保存', cancel: 'キャンセル',
    confirm: '確定', actions: '操作', yes: 'はい', no: 'いいえ', loading: '読み込み中…', empty: 'データがありません',
    retry: '再試行', back: '戻る', close: '閉じる', search: '検索', total: '全 {{count}} 件',
    confirmDelete: '「{{name}}」を削除しますか？元に戻せません。', deleted: '削除しました', saved: '保存しました',
    loadFailed: 'データを読み込めませんでした。', all: 'すべて', createdAt: '作成日時', description: '説明',
    language: '言語', notBuilt: 'この画面はまだ作成されていません。', notBuiltHint: 'コンソールの今後のリリースで提供されます。',
    backHome: 'ホームに戻る',
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
    kaoshiIndex: '試験入口',
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
  dashboard: { welcome: 'ようこそ、{{name}} さん', roles: 'あなたのロール：{{roles}}', intro: '左のメニューから始めてください。' },
  kaoshi: {
    title: '私の試験', hello: 'こんにちは、{{name}} さん', empty: 'まだ試験はありません。', emptyHint: 'あなたのバッチに公開された試験がここに表示されます。',
  },
};

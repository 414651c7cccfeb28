/** The English catalogue is the shape every other language must fill exactly. */
export const en = {
  app: { title: 'Vocational Skills Certification Exam System', shortTitle: 'Skills Exam' },
  common: {
    query: 'Query', reset: 'Reset', add: 'Add', edit: 'Edit', delete: 'Delete', save: 'Save', cancel: 'Cancel',
    confirm: 'Confirm', actions: 'Actions', yes: 'Yes', no: 'No', loading: 'Loading…', empty: 'No data',
    retry: 'Retry', back: 'Back', close: 'Close', search: 'Search', total: '{{count}} in total',
    confirmDelete: 'Delete "{{name}}"? This cannot be undone.', deleted: 'Deleted', saved: 'Saved',
    loadFailed: 'Could not load the data.', all: 'All', createdAt: 'Created', description: 'Description',
    language: 'Language', notBuilt: 'This screen is not built yet.', notBuiltHint: 'It arrives with a later release of the console.',
    backHome: 'Back to home',
  },
  shell: {
    search: 'Search the menu', searchPlaceholder: 'Page name (pinyin works in Chinese)', noMatch: 'No page matches',
    size: 'Size', sizeSmall: 'Small', sizeMiddle: 'Medium', sizeLarge: 'Large', fullscreen: 'Full screen', exitFullscreen: 'Exit full screen',
    refresh: 'Refresh', close: 'Close', closeOthers: 'Close others', closeAll: 'Close all', openTabs: 'Open pages',
    settings: 'Settings', themeColor: 'Theme colour', tagsView: 'Open-page tabs', fixedHeader: 'Fixed header',
    sidebarLogo: 'Sidebar logo', pinyinSearch: 'Pinyin menu search (Chinese)', themeChanging: 'Applying the theme…',
    errorLog: 'Error log', errorLogEmpty: 'No errors recorded.', errorMessage: 'Message', errorComponent: 'Where', errorInfo: 'Info',
    errorUrl: 'Page', clearLog: 'Clear', pageCrashed: 'This page hit an error.', pageCrashedHint: 'The error was recorded. Try again, or go to another page.',
    icons: 'Icons', iconsHint: 'Click an icon to copy its name.', copied: 'Copied {{name}}',
  },
  userType: { 0: 'Administrator', 1: 'Teacher', 2: 'Student' },
  route: {
    dashboard: 'Dashboard', profile: 'Profile', icons: 'Icons', school: 'Organisation',
    schoolManage: 'Exam projects', departmentManage: 'Job categories', subjectManage: 'Registered job types',
    classesManage: 'Registration batches', system: 'System', userManage: 'Users', roleManage: 'Roles',
    permissionManage: 'Permissions', baseData: 'Base data', examCourse: 'Courses', examKnow: 'Knowledge points',
    examStudent: 'Students', questionBank: 'Question bank', examAnalysis: 'Score analysis',
    examClassRanking: 'Ranking per batch', isPassStatistics: 'Failed statistics', examSupplementary: 'Re-exam statistics',
    examStudentRoot: 'Online exam', examStudentTest: 'Take exam online', examPublishManage: 'Exam publishing',
    examManage: 'Exam papers', examInstruction: 'Exam notices', publishManage: 'Publish exams',
    examinationSituation: 'Marking', socketA: 'Exam room', examinationRead: 'Mark a paper', kaoshi: 'My exams',
    kaoshiIndex: 'Exam entry',
  },
  http: {
    networkDown: 'The network is disconnected. Please log in again once the network is stable.',
    badResponse: 'The server sent a response in the wrong format.',
    verificationFailed: 'Verification failed, please Login again.',
    rolesRequired: 'getInfo: roles must be a non-null array!',
    hasError: 'Has Error',
  },
  login: {
    title: 'Sign in', username: 'Username', password: 'Password', verifyCode: 'Verification code',
    userType: 'User type', submit: 'Sign in', refreshCaptcha: 'Click for a new code',
    usernameRequired: 'Enter your username', passwordRequired: 'Enter your password',
    verifyCodeRequired: 'Enter the code shown in the image', welcome: 'Welcome back',
    subtitle: 'Online examinations for vocational skills certification',
  },
  authRedirect: { working: 'Signing you in…', failed: 'The sign-in link is invalid or has expired.' },
  navbar: {
    profile: 'Profile', dashboard: 'Dashboard', logout: 'Log out', manual: 'Usage manual',
    deployment: 'Deployment notes', toggleSidebar: 'Toggle sidebar',
  },
  profile: {
    title: 'Change password', oldPass: 'Current password', newPass: 'New password', confirmPass: 'Confirm new password',
    mismatch: 'The two passwords do not match.', tooShort: 'Use at least 6 characters.', changed: 'Password changed.',
    account: 'Account',
  },
  user: {
    username: 'Username', nickName: 'Name', userType: 'User type', email: 'Email', phone: 'Phone',
    roles: 'Roles', locked: 'Locked', introduction: 'Introduction', className: 'Batch', departmentName: 'Job category',
    remoteLogin: 'Show avatar menu', addTitle: 'Add user', editTitle: 'Edit user', bindRoles: 'Roles',
    bindRolesTitle: 'Roles of {{name}}', resetPassword: 'Reset password',
    resetConfirm: 'Reset the password of "{{name}}" to the default? Their sessions end.',
    resetDone: 'Password reset to the default.', lock: 'Lock', unlock: 'Unlock',
    defaultPasswordHint: 'New users get the default password and should change it after signing in.',
  },
  role: {
    roleKey: 'Role key', roleName: 'Role name', userCount: 'Users', builtIn: 'Built-in', addTitle: 'Add role',
    editTitle: 'Edit role', permissions: 'Permissions', permissionsTitle: 'Permissions of {{name}}',
    superAdminAll: 'SUPER_ADMIN holds every permission; nothing to bind.',
  },
  permission: {
    permissionKey: 'Permission key', name: 'Name', type: 'Type', linkType: 'Link type', url: 'URL', sort: 'Order',
    parent: 'Parent', root: '(top level)', addTitle: 'Add permission', editTitle: 'Edit permission', addChild: 'Add child',
    typeMenu: 'Menu', typeButton: 'Button', linkNormal: 'Normal', linkExternal: 'External', builtIn: 'Built-in',
  },
  errorPage: {
    notFound: 'Page not found', notFoundHint: 'The page you asked for does not exist or has moved.',
    unauthorized: 'No access', unauthorizedHint: 'You do not have permission to open this page.',
    crashed: 'Something went wrong on this page.',
  },
  dashboard: { welcome: 'Welcome, {{name}}', roles: 'Your roles: {{roles}}', intro: 'Use the menu on the left to get started.' },
  kaoshi: {
    title: 'My exams', hello: 'Hello, {{name}}', empty: 'You have no exams yet.', emptyHint: 'Exams published to your batch appear here.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalogue = Shape<typeof en>;

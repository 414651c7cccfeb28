import { en as markingText } from '../../features/marking/text/en';
import { en as analysisText } from '../../features/analysis/text/en';
import { en as dashboardText } from '../../features/dashboard/text/en';
import { en as examText } from '../../features/attempts/text/en';
import { en as liveText } from '../../features/live/text/en';
import { en as noticeText } from '../../features/notices/text/en';
import { en as paperText } from '../../features/papers/text/en';
import { en as publicationText } from '../../features/publications/text/en';
import { en as questionText } from '../../features/questions/text/en';
import { en as auditText } from '../../features/audit/text/en';

/**
 * The English catalogue is the shape every other language must fill exactly. Newer features keep
 * their text in their own folder, one module per language (`features/<name>/text/<lang>.ts`), so
 * the app's first download holds English only and another language arrives with its catalogue.
 */
export const en = {
  question: questionText,
  paper: paperText,
  notice: noticeText,
  publication: publicationText,
  exam: examText,
  live: liveText,
  marking: markingText,
  analysis: analysisText,
  dashboard: dashboardText,
  audit: auditText,
  app: { title: 'Vocational Skills Certification Exam System', shortTitle: 'Skills Exam' },
  common: {
    course: 'Course', knowledgePoint: 'Knowledge point',
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
  crud: {
    export: 'Export to Excel', selected: '{{count}} selected', batchDelete: 'Delete selected', clearSelection: 'Clear selection',
    confirmBatchDelete: 'Delete the {{count}} selected record(s)? This cannot be undone.',
  },
  org: {
    school: 'Exam project', department: 'Job category', subject: 'Job type', class: 'Batch', choose: 'Choose the {{level}}',
    name: 'Name', code: 'Code', contact: 'Contact', phone: 'Phone', enabled: 'Enabled', level: 'Level', year: 'Year',
    opensAt: 'Registration opens', closesAt: 'Registration closes', plannedExamDate: 'Planned exam date',
    closesBeforeOpens: 'Registration cannot close before it opens.', departmentCount: 'Job categories', subjectCount: 'Job types',
    classCount: 'Batches', courseCount: 'Courses', studentCount: 'Students',
    levels: { 1: 'Level 1 · Senior technician', 2: 'Level 2 · Technician', 3: 'Level 3 · Senior worker', 4: 'Level 4 · Intermediate worker', 5: 'Level 5 · Entry worker' },
  },
  course: {
    knowledgeCount: 'Knowledge points', materials: 'Teaching materials', materialsTitle: 'Teaching materials of {{name}}',
    materialType: 'Material type', upload: 'Upload files', uploaded: 'Uploaded {{name}}', fileName: 'File', size: 'Size', download: 'Download',
    materialTypes: { 0: 'Course standard', 2: 'Teaching design', 3: 'Teaching policy', 4: 'Teaching materials', 5: 'Teaching outline', 6: 'Teaching analysis', 7: 'Moral education model' },
  },
  knowledge: {
    course: 'Course', chooseCourse: 'Choose a course to see its chapters and appraisal points.', type: 'Type', chapter: 'Chapter',
    point: 'Appraisal point', weight: 'Weight', addChapter: 'Add chapter', addPoint: 'Add appraisal point', moveUp: 'Move up',
    moveDown: 'Move down', topLevel: 'the chapters', weightWarning: 'The weights of {{name}} add up to {{sum}} %, not 100 %.',
  },
  student: {
    username: 'Candidate number', name: 'Name', gender: 'Gender', genderM: 'Male', genderF: 'Female', genderUnset: 'Not given',
    idNumber: 'ID number', import: 'Import', importTitle: 'Import students from Excel', template: 'Download the template',
    importHint: 'Fill in the template, one student a row. Every row is checked first: either all rows are imported, or none and each bad row is listed. Importing the same file again changes nothing.',
    importBatchHint: 'Optional: a batch for rows that give no batch code.', chooseFile: 'Click or drop the .xlsx file here',
    imported: 'Imported: {{created}} new, {{unchanged}} unchanged.',
    row: 'Row', field: 'Column', problem: 'Problem', moveTo: 'Move to batch', moveTitle: 'Move {{count}} student(s) to a batch',
    moved: 'Moved {{count}} student(s).', lockedDone: 'Locked {{count}} student(s).', unlockedDone: 'Unlocked {{count}} student(s).',
  },
  editor: {
    placeholder: 'Write here…', area: 'Content', toolbar: 'Formatting', undo: 'Undo', redo: 'Redo', source: 'HTML source',
    fullscreen: 'Full screen (Alt+Z)', exitFullscreen: 'Exit full screen (Alt+Z)', paragraphFormat: 'Paragraph format', paragraph: 'Paragraph',
    heading: 'Heading {{level}}', fontFamily: 'Font', defaultFont: 'Default font', fontSize: 'Font size', size: 'Size', bold: 'Bold',
    italic: 'Italic', underline: 'Underline', strike: 'Strikethrough', textColor: 'Text colour', highlight: 'Highlight colour',
    alignLeft: 'Align left', alignCenter: 'Centre', alignRight: 'Align right', justify: 'Justify', indent: 'First-line indent',
    bulletList: 'Bulleted list', orderedList: 'Numbered list', lineHeight: 'Line height', paragraphSpacing: 'Paragraph spacing',
    spacingBefore: 'Space before', spacingAfter: 'Space after', link: 'Link', linkAddress: 'Link address', unlink: 'Remove link',
    badLink: 'A link must start with http://, https://, mailto: or /.', horizontalRule: 'Horizontal line', specialCharacters: 'Special characters',
    clearFormatting: 'Clear formatting', clearDocument: 'Clear document', clearDocumentConfirm: 'Clear the whole document? This can be undone with Undo.',
    image: 'Image', media: 'Video, audio, attachment', video: 'Video', audio: 'Audio', videoUrl: 'Video from an address', audioUrl: 'Audio from an address', mediaAddress: 'Address', badMediaUrl: 'The address must start with http://, https:// or /.', attachment: 'Attachments',
    insertTable: 'Insert table', tableMenu: 'Table', defaultTable: 'Insert a 5 × 5 table', rowBefore: 'Insert row above', rowAfter: 'Insert row below',
    columnBefore: 'Insert column left', columnAfter: 'Insert column right', deleteRow: 'Delete row', deleteColumn: 'Delete column',
    mergeCells: 'Merge cells', splitCell: 'Split cell', headerRow: 'Header row', headerColumn: 'Header column', sortAscending: 'Sort by this column, ascending',
    sortDescending: 'Sort by this column, descending', interlacedRows: 'Alternating row colours', tableStyle: 'Table style', tableStyleN: 'Style {{n}}',
    deleteTable: 'Delete table', chart: 'Make a chart', chartType: { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' },
    chartRule: {
      tooSmall: 'A chart needs a table of at least 2 rows and 2 columns.',
      headerRow: 'A chart needs the first row to be a header row.',
      headerColumn: 'Row {{row}} must start with a header cell.',
      notNumber: 'The cell in row {{row}}, column {{column}} must be a plain non-negative number.',
    },
    uploading: 'Uploading…', scrawl: 'Scrawl', eraser: 'Eraser', insert: 'Insert', screenCapture: 'Screen capture', captureUnavailable: 'This browser cannot capture the screen.',
    upload: {
      configMissing: 'Uploads are not configured, or the configuration failed to load.',
      tooLarge: '{{name}} is larger than allowed.', typeNotAllowed: 'Files of this type are not allowed: {{name}}',
      badResponse: 'The server answered in the wrong format.', tooMany: 'At most {{max}} files at a time.',
    },
    wordCount: '{{words}} / {{limit}} words · {{characters}} characters', overLimit: 'Over the limit of {{limit}} words.',
    wordLimit: 'Word limit', draftFound: 'A draft saved at {{time}} was found.', restoreDraft: 'Restore', discardDraft: 'Discard', draftSaved: 'Draft saved', output: 'HTML output',
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
    kaoshiIndex: 'Exam entry', editorPlayground: 'Editor playground',
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
    endSessions: 'End sessions',
    endSessionsConfirm: 'End every session of "{{name}}"? Wherever they are signed in, they must log in again.',
    endOwnSessionsConfirm: 'End your sessions on every other device? This one stays signed in.',
    endSessionsDone: 'Sessions ended: {{count}}.',
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
  /** The domain's words, one per idea: every screen uses these and no other (i18n/glossary.test.ts holds the variants to avoid). */
  glossary: { project: 'Exam project', jobCategory: 'Job category', jobType: 'Job type', batch: 'Batch', candidateNumber: 'Candidate number', pass: 'Pass', fail: 'Fail', passMark: 'Pass mark', passRate: 'Pass rate' },
  kaoshi: {
    title: 'My exams', hello: 'Hello, {{name}}', empty: 'You have no exams yet.', emptyHint: 'Exams published to your batch appear here.',
  },
};

/** A catalogue's shape: the same keys, any strings. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalogue = Shape<typeof en>;

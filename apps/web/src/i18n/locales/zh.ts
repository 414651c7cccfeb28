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

export const zh: Catalogue = {
  question: QUESTION_TEXT.zh,
  paper: PAPER_TEXT.zh,
  notice: NOTICE_TEXT.zh,
  publication: PUBLICATION_TEXT.zh,
  exam: EXAM_TEXT.zh,
  live: LIVE_TEXT.zh,
  marking: MARKING_TEXT.zh,
  analysis: ANALYSIS_TEXT.zh,
  dashboard: DASHBOARD_TEXT.zh,
  app: { title: '职业技能鉴定考试系统', shortTitle: '技能鉴定考试' },
  common: {
    course: '课程', knowledgePoint: '知识点',
    query: '查询', reset: '重置', add: '新增', edit: '编辑', delete: '删除', save: '保存', cancel: '取消',
    confirm: '确定', actions: '操作', yes: '是', no: '否', loading: '加载中…', empty: '暂无数据',
    retry: '重试', back: '返回', close: '关闭', search: '搜索', total: '共 {{count}} 条',
    confirmDelete: '确定删除“{{name}}”吗？此操作无法撤销。', deleted: '已删除', saved: '已保存',
    loadFailed: '数据加载失败。', all: '全部', createdAt: '创建时间', description: '描述',
    language: '语言', notBuilt: '此页面尚未开发。', notBuiltHint: '将在控制台的后续版本中提供。',
    backHome: '返回首页',
  },
  shell: {
    search: '搜索菜单', searchPlaceholder: '页面名称（支持拼音）', noMatch: '没有匹配的页面',
    size: '尺寸', sizeSmall: '小', sizeMiddle: '中', sizeLarge: '大', fullscreen: '全屏', exitFullscreen: '退出全屏',
    refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有', openTabs: '已打开的页面',
    settings: '系统布局设置', themeColor: '主题色', tagsView: '开启标签页', fixedHeader: '固定头部',
    sidebarLogo: '侧边栏 Logo', pinyinSearch: '菜单拼音搜索', themeChanging: '正在应用主题…',
    errorLog: '错误日志', errorLogEmpty: '暂无错误记录。', errorMessage: '信息', errorComponent: '位置', errorInfo: '详情',
    errorUrl: '页面', clearLog: '清空', pageCrashed: '此页面发生错误。', pageCrashedHint: '错误已记录。请重试或打开其他页面。',
    icons: '图标', iconsHint: '点击图标复制其名称。', copied: '已复制 {{name}}',
  },
  crud: {
    export: '导出 Excel', selected: '已选择 {{count}} 项', batchDelete: '删除所选', clearSelection: '取消选择',
    confirmBatchDelete: '确定删除所选的 {{count}} 条记录吗？此操作无法撤销。',
  },
  org: {
    school: '考试项目', department: '职业类别', subject: '报考工种', class: '报名批次', choose: '请选择{{level}}',
    name: '名称', code: '编码', contact: '联系人', phone: '电话', enabled: '启用', level: '等级', year: '年度',
    opensAt: '报名开始', closesAt: '报名截止', plannedExamDate: '计划考试日期',
    closesBeforeOpens: '报名截止日期不能早于开始日期。', departmentCount: '职业类别数', subjectCount: '工种数',
    classCount: '批次数', courseCount: '课程数', studentCount: '考生数',
    levels: { 1: '一级 · 高级技师', 2: '二级 · 技师', 3: '三级 · 高级工', 4: '四级 · 中级工', 5: '五级 · 初级工' },
  },
  course: {
    knowledgeCount: '知识点数', materials: '教学资料', materialsTitle: '{{name}} 的教学资料',
    materialType: '资料类型', upload: '上传文件', uploaded: '已上传 {{name}}', fileName: '文件', size: '大小', download: '下载',
    materialTypes: { 0: '课程标准', 2: '教学设计', 3: '教学政策', 4: '教学材料', 5: '教学大纲', 6: '教学分析', 7: '德育范例' },
  },
  knowledge: {
    course: '课程', chooseCourse: '请选择课程以查看其章节和鉴定点。', type: '类型', chapter: '章节',
    point: '鉴定点', weight: '权重', addChapter: '新增章节', addPoint: '新增鉴定点', moveUp: '上移',
    moveDown: '下移', topLevel: '各章节', weightWarning: '{{name}} 的权重合计为 {{sum}}%，不是 100%。',
  },
  student: {
    username: '准考证号', name: '姓名', gender: '性别', genderM: '男', genderF: '女', genderUnset: '未填写',
    idNumber: '身份证号', import: '导入', importTitle: '从 Excel 导入考生', template: '下载模板',
    importHint: '按模板填写，每行一名考生。系统会先检查每一行：要么全部导入，要么一条也不导入并列出每个错误行。重复导入同一文件不会产生变化。',
    importBatchHint: '可选：为未填写批次编码的行指定批次。', chooseFile: '点击或拖拽 .xlsx 文件到此处',
    imported: '导入完成：新增 {{created}} 人，未变化 {{unchanged}} 人。',
    row: '行号', field: '列', problem: '问题', moveTo: '调整批次', moveTitle: '将 {{count}} 名考生调整到批次',
    moved: '已调整 {{count}} 名考生。', lockedDone: '已锁定 {{count}} 名考生。', unlockedDone: '已解锁 {{count}} 名考生。',
  },
  editor: {
    placeholder: '在此输入…', area: '正文', toolbar: '格式', undo: '撤销', redo: '重做', source: 'HTML 源码',
    fullscreen: '全屏（Alt+Z）', exitFullscreen: '退出全屏（Alt+Z）', paragraphFormat: '段落格式', paragraph: '正文',
    heading: '标题 {{level}}', fontFamily: '字体', defaultFont: '默认字体', fontSize: '字号', size: '字号', bold: '加粗',
    italic: '斜体', underline: '下划线', strike: '删除线', textColor: '字体颜色', highlight: '背景色',
    alignLeft: '左对齐', alignCenter: '居中', alignRight: '右对齐', justify: '两端对齐', indent: '首行缩进',
    bulletList: '无序列表', orderedList: '有序列表', lineHeight: '行间距', paragraphSpacing: '段间距',
    spacingBefore: '段前距', spacingAfter: '段后距', link: '超链接', linkAddress: '链接地址', unlink: '取消链接',
    badLink: '链接必须以 http://、https://、mailto: 或 / 开头。', horizontalRule: '分隔线', specialCharacters: '特殊字符',
    clearFormatting: '清除格式', clearDocument: '清空文档', clearDocumentConfirm: '确定清空整个文档吗？可用“撤销”恢复。',
    image: '图片', media: '视频、音频、附件', video: '视频', audio: '音频', videoUrl: '网络视频', audioUrl: '网络音频', mediaAddress: '地址', badMediaUrl: '地址必须以 http://、https:// 或 / 开头。', attachment: '附件',
    insertTable: '插入表格', tableMenu: '表格', defaultTable: '插入 5 × 5 表格', rowBefore: '上方插入行', rowAfter: '下方插入行',
    columnBefore: '左侧插入列', columnAfter: '右侧插入列', deleteRow: '删除行', deleteColumn: '删除列',
    mergeCells: '合并单元格', splitCell: '拆分单元格', headerRow: '标题行', headerColumn: '标题列', sortAscending: '按此列升序排序',
    sortDescending: '按此列降序排序', interlacedRows: '表格隔行变色', tableStyle: '表格样式', tableStyleN: '样式 {{n}}',
    deleteTable: '删除表格', chart: '生成图表', chartType: { bar: '柱状图', line: '折线图', pie: '饼图' },
    chartRule: {
      tooSmall: '生成图表需要至少 2 行 2 列的表格。',
      headerRow: '生成图表需要首行为标题行。',
      headerColumn: '第 {{row}} 行必须以标题单元格开头。',
      notNumber: '第 {{row}} 行第 {{column}} 列必须是不小于 0 的普通数字。',
    },
    uploading: '上传中…', scrawl: '涂鸦', eraser: '橡皮擦', insert: '插入', screenCapture: '截图', captureUnavailable: '此浏览器不支持截图。',
    upload: {
      configMissing: '上传未配置，或后端配置加载失败。',
      tooLarge: '{{name}} 超出允许的大小。', typeNotAllowed: '不允许上传此类型的文件：{{name}}',
      badResponse: '服务器返回的格式不正确。', tooMany: '一次最多 {{max}} 个文件。',
    },
    wordCount: '{{words}} / {{limit}} 字 · {{characters}} 字符', overLimit: '已超过 {{limit}} 字的限制。',
    wordLimit: '字数上限', draftFound: '发现 {{time}} 保存的草稿。', restoreDraft: '恢复', discardDraft: '丢弃', draftSaved: '草稿已保存', output: 'HTML 输出',
  },
  userType: { 0: '管理员', 1: '教师', 2: '学生' },
  route: {
    dashboard: '首页', profile: '个人中心', icons: '图标', school: '组织机构',
    schoolManage: '考试项目', departmentManage: '职业类别', subjectManage: '报考工种',
    classesManage: '报名批次', system: '系统管理', userManage: '用户管理', roleManage: '角色管理',
    permissionManage: '权限管理', baseData: '基础数据', examCourse: '课程管理', examKnow: '知识点管理',
    examStudent: '考生管理', questionBank: '题库', examAnalysis: '成绩分析',
    examClassRanking: '批次成绩排名', isPassStatistics: '不及格统计', examSupplementary: '补考成绩统计',
    examStudentRoot: '在线考试', examStudentTest: '在线考试', examPublishManage: '考试发布',
    examManage: '试卷管理', examInstruction: '考试须知', publishManage: '发布考试',
    examinationSituation: '阅卷', socketA: '考场', examinationRead: '阅卷详情', kaoshi: '我的考试',
    kaoshiIndex: '考试入口', editorPlayground: '编辑器演示',
  },
  http: {
    networkDown: '网络已断开，请在网络稳定后重新登录。',
    badResponse: '服务器返回的数据格式不正确。',
    verificationFailed: '验证失败，请重新登录。',
    rolesRequired: 'getInfo：角色必须是非空数组！',
    hasError: '发生错误',
  },
  login: {
    title: '登录', username: '用户名', password: '密码', verifyCode: '验证码',
    userType: '用户类型', submit: '登录', refreshCaptcha: '点击刷新验证码',
    usernameRequired: '请输入用户名', passwordRequired: '请输入密码',
    verifyCodeRequired: '请输入图片中的验证码', welcome: '欢迎回来',
    subtitle: '职业技能鉴定在线考试平台',
  },
  authRedirect: { working: '正在登录…', failed: '登录链接无效或已过期。' },
  navbar: {
    profile: '个人中心', dashboard: '首页', logout: '退出登录', manual: '使用手册',
    deployment: '部署说明', toggleSidebar: '展开/收起侧边栏',
  },
  profile: {
    title: '修改密码', oldPass: '原密码', newPass: '新密码', confirmPass: '确认新密码',
    mismatch: '两次输入的密码不一致。', tooShort: '密码至少 6 个字符。', changed: '密码已修改。',
    account: '账号',
  },
  user: {
    username: '用户名', nickName: '姓名', userType: '用户类型', email: '邮箱', phone: '电话',
    roles: '角色', locked: '锁定', introduction: '简介', className: '批次', departmentName: '职业类别',
    remoteLogin: '显示头像菜单', addTitle: '新增用户', editTitle: '编辑用户', bindRoles: '角色',
    bindRolesTitle: '{{name}} 的角色', resetPassword: '重置密码',
    resetConfirm: '确定将“{{name}}”的密码重置为默认密码吗？其登录会话将失效。',
    resetDone: '密码已重置为默认密码。', lock: '锁定', unlock: '解锁',
    defaultPasswordHint: '新用户使用默认密码，登录后应及时修改。',
  },
  role: {
    roleKey: '角色标识', roleName: '角色名称', userCount: '用户数', builtIn: '内置', addTitle: '新增角色',
    editTitle: '编辑角色', permissions: '权限', permissionsTitle: '{{name}} 的权限',
    superAdminAll: 'SUPER_ADMIN 拥有全部权限，无需分配。',
  },
  permission: {
    permissionKey: '权限标识', name: '名称', type: '类型', linkType: '链接类型', url: '链接地址', sort: '排序',
    parent: '上级', root: '（顶级）', addTitle: '新增权限', editTitle: '编辑权限', addChild: '新增子权限',
    typeMenu: '菜单', typeButton: '按钮', linkNormal: '普通', linkExternal: '外链', builtIn: '内置',
  },
  errorPage: {
    notFound: '页面不存在', notFoundHint: '您访问的页面不存在或已被移动。',
    unauthorized: '无权访问', unauthorizedHint: '您没有打开此页面的权限。',
    crashed: '此页面出现错误。',
  },
  kaoshi: {
    title: '我的考试', hello: '您好，{{name}}', empty: '暂无考试。', emptyHint: '发布到您所在批次的考试会显示在这里。',
  },
};

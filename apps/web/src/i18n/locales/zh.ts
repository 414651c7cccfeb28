import type { Catalogue } from './en';

export const zh: Catalogue = {
  app: { title: '职业技能鉴定考试系统', shortTitle: '技能鉴定考试' },
  common: {
    query: '查询', reset: '重置', add: '新增', edit: '编辑', delete: '删除', save: '保存', cancel: '取消',
    confirm: '确定', actions: '操作', yes: '是', no: '否', loading: '加载中…', empty: '暂无数据',
    retry: '重试', back: '返回', close: '关闭', search: '搜索', total: '共 {{count}} 条',
    confirmDelete: '确定删除“{{name}}”吗？此操作无法撤销。', deleted: '已删除', saved: '已保存',
    loadFailed: '数据加载失败。', all: '全部', createdAt: '创建时间', description: '描述',
    language: '语言', notBuilt: '此页面尚未开发。', notBuiltHint: '将在控制台的后续版本中提供。',
    backHome: '返回首页',
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
    kaoshiIndex: '考试入口',
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
  dashboard: { welcome: '欢迎，{{name}}', roles: '您的角色：{{roles}}', intro: '请从左侧菜单开始使用。' },
  kaoshi: {
    title: '我的考试', hello: '您好，{{name}}', empty: '暂无考试。', emptyHint: '发布到您所在批次的考试会显示在这里。',
  },
};

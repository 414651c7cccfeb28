import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const zh: Shape<typeof en> = {
  login: {
    title: '登录',
    username: '用户名',
    password: '密码',
    verifyCode: '验证码',
    userType: '用户类型',
    submit: '登录',
    refreshCaptcha: '点击刷新验证码',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    verifyCodeRequired: '请输入图片中的验证码',
    signInBusy: '当前登录人数较多，{{seconds}} 秒后自动重试…',
    welcome: '欢迎回来',
    subtitle: '职业技能鉴定在线考试平台',
  },
  authRedirect: { working: '正在登录…', failed: '登录链接无效或已过期。' },
  account: {
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    noAccount: '参加考试但还没有账号？',
    createAccount: '注册考生账号',
  },
};

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
  newPassword: {
    title: '设置您自己的密码',
    intro: '您使用考试中心提供的密码（一次性密码）登录。请设置您自己的密码后继续，该一次性密码随即失效。',
    password: '新密码',
    confirm: '确认新密码',
    hint: '至少 {{min}} 个字符；不能是常见密码、默认密码或用户名。',
    tooShort: '请至少输入 {{min}} 个字符。',
    weak: '该密码过于简单，请另选一个。',
    mismatch: '两次输入的密码不一致。',
    submit: '保存并继续',
    done: '新密码已保存。',
    signOut: '退出登录',
  },
};

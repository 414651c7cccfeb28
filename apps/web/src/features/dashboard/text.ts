import type { FeatureText } from '../../i18n/feature-text';

/** The dashboard's text (issue 8), in the four languages side by side. */
const en = { welcome: 'Welcome, {{name}}', roles: 'Your roles: {{roles}}', intro: 'Use the menu on the left to get started.' };

export const DASHBOARD_TEXT: FeatureText<typeof en> = {
  en,
  zh: { welcome: '欢迎，{{name}}', roles: '您的角色：{{roles}}', intro: '请从左侧菜单开始使用。' },
  es: { welcome: 'Bienvenido, {{name}}', roles: 'Sus roles: {{roles}}', intro: 'Use el menú de la izquierda para empezar.' },
  ja: { welcome: 'ようこそ、{{name}} さん', roles: 'あなたのロール：{{roles}}', intro: '左のメニューから始めてください。' },
};

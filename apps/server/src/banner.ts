import type { Lang } from '@kaoshi/contracts';

/**
 * What the server prints when it has started, in the language of the machine's locale (the same
 * choice as the demo data's: config.ts demoLanguageFromLocale), so a centre's IT person on a
 * Chinese system reads it in Chinese. Roles are the product's own codes and stay as they are.
 */
const en = {
  running: (address: string) => `Vocational skills certification exam system is running at ${address}`,
  apiDocs: (address: string) => `API documentation: ${address}/api/docs`,
  database: 'Database',
  postgres: 'PostgreSQL (DATABASE_URL)',
  firstAccounts: 'Accounts created on this first start:',
  demoAccounts: 'Demo accounts: admin, teacher, student (password 123456 unless changed)',
  demoExam: (name: string) => `Demo exam: log in as student (user type Student) and open "${name}" on /kaoshi`,
};

const TEXT: Record<Lang, typeof en> = {
  en,
  zh: {
    running: (address) => `职业技能等级认定考试系统已启动：${address}`,
    apiDocs: (address) => `接口文档：${address}/api/docs`,
    database: '数据库',
    postgres: 'PostgreSQL（DATABASE_URL）',
    firstAccounts: '首次启动创建的账号：',
    demoAccounts: '演示账号：admin、teacher、student（未修改时密码为 123456）',
    demoExam: (name) => `演示考试：以 student 登录（用户类型选“考生”），在 /kaoshi 打开“${name}”`,
  },
  es: {
    running: (address) => `El sistema de exámenes de certificación de competencias está en marcha en ${address}`,
    apiDocs: (address) => `Documentación de la API: ${address}/api/docs`,
    database: 'Base de datos',
    postgres: 'PostgreSQL (DATABASE_URL)',
    firstAccounts: 'Cuentas creadas en este primer arranque:',
    demoAccounts: 'Cuentas de demostración: admin, teacher, student (contraseña 123456 si no se ha cambiado)',
    demoExam: (name) => `Examen de demostración: entre como student (tipo de usuario Candidato) y abra «${name}» en /kaoshi`,
  },
  ja: {
    running: (address) => `職業技能認定試験システムが起動しました：${address}`,
    apiDocs: (address) => `API ドキュメント：${address}/api/docs`,
    database: 'データベース',
    postgres: 'PostgreSQL（DATABASE_URL）',
    firstAccounts: '初回起動で作成したアカウント：',
    demoAccounts: 'デモアカウント：admin、teacher、student（変更していなければパスワードは 123456）',
    demoExam: (name) => `デモ試験：student でログインし（ユーザー種別は「受験者」）、/kaoshi で「${name}」を開いてください`,
  },
};

export interface BannerFacts {
  address: string;
  /** The SQLite file, or null on PostgreSQL. */
  sqliteFile: string | null;
  /** Accounts this start created, with their one-time passwords. */
  accounts: readonly { username: string; password: string; role: string }[];
  /** The demo accounts exist from an earlier start. */
  demoSeeded: boolean;
  demoExam: string | undefined;
}

export function startBanner(lang: Lang, facts: BannerFacts): string {
  const text = TEXT[lang];
  const lines = ['', `  ${text.running(facts.address)}`, `  ${text.apiDocs(facts.address)}`];
  lines.push(`  ${text.database}: ${facts.sqliteFile ?? text.postgres}`);
  if (facts.accounts.length > 0) {
    lines.push('', `  ${text.firstAccounts}`);
    for (const account of facts.accounts)
      lines.push(`    ${account.username.padEnd(8)} / ${account.password.padEnd(14)} (${account.role})`);
  } else if (facts.demoSeeded) {
    lines.push('', `  ${text.demoAccounts}`);
  }
  if (facts.demoExam) lines.push(`  ${text.demoExam(facts.demoExam)}`);
  return lines.join('\n') + '\n';
}

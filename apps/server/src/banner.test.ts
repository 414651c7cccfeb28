import { describe, expect, it } from 'vitest';
import { startBanner } from './banner.js';

const FACTS = {
  address: 'http://localhost:8080',
  sqliteFile: '/srv/kaoshi/data/kaoshi.sqlite',
  accounts: [],
  demoSeeded: true,
  demoExam: '电工理论考试',
};

describe('the start banner', () => {
  it('speaks the language of the machine: Chinese on a Chinese system', () => {
    const zh = startBanner('zh', FACTS);
    expect(zh).toContain('职业技能等级认定考试系统已启动：http://localhost:8080');
    expect(zh).toContain('数据库: /srv/kaoshi/data/kaoshi.sqlite');
    expect(zh).toContain('在 /kaoshi 打开“电工理论考试”');
    expect(zh).not.toMatch(/running at|Demo accounts/);
  });

  it('names the accounts a first start made, with their one-time passwords, instead of the demo line', () => {
    const ja = startBanner('ja', {
      ...FACTS,
      sqliteFile: null,
      accounts: [{ username: 'admin', password: 'x7Qp-2kLm-9aZc', role: 'SUPER_ADMIN, SUPER' }],
    });
    expect(ja).toContain('初回起動で作成したアカウント：');
    expect(ja).toContain('admin    / x7Qp-2kLm-9aZc (SUPER_ADMIN, SUPER)');
    expect(ja).toContain('データベース: PostgreSQL（DATABASE_URL）');
    expect(ja).not.toContain('デモアカウント');
  });

  it('says the same things in every language', () => {
    const lineCounts = (['en', 'zh', 'es', 'ja'] as const).map((lang) => startBanner(lang, FACTS).split('\n').length);
    expect(new Set(lineCounts).size).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../i18n';
import { levelName } from './level-name';

describe('a certification level by its national name', () => {
  it('names every level in Chinese as the national standard does', async () => {
    await setLanguage('zh');
    expect([1, 2, 3, 4, 5].map((level) => levelName(i18n.t, level))).toEqual([
      '一级 · 高级技师',
      '二级 · 技师',
      '三级 · 高级工',
      '四级 · 中级工',
      '五级 · 初级工',
    ]);
  }, 30_000);

  it('has the equivalents in English, Spanish and Japanese, and a dash for no level', async () => {
    await setLanguage('en');
    expect(levelName(i18n.t, 4)).toBe('Level 4 · Intermediate worker');
    await setLanguage('es');
    expect(levelName(i18n.t, 1)).toBe('Nivel 1 · Técnico superior');
    await setLanguage('ja');
    expect(levelName(i18n.t, 5)).toBe('5級 · 初級技能者');
    expect(levelName(i18n.t, null)).toBe('—');
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../i18n';
import { levelName, levelShort, subjectLabel } from './level-name';

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

describe('a job type with its level, as pickers and lists show it', () => {
  it('tells the levels of one job type apart, with the level written in the language’s own form', async () => {
    await setLanguage('zh');
    expect(subjectLabel(i18n.t, { name: '电工', level: 4, code: 'DG-4' })).toBe('电工 · 四级 (DG-4)');
    expect(subjectLabel(i18n.t, { name: '电工', level: 5 })).toBe('电工 · 五级');
    expect(levelShort(i18n.t, 1)).toBe('一级');
    await setLanguage('en');
    expect(subjectLabel(i18n.t, { name: 'Electrician', level: 4, code: 'DG-4' })).toBe('Electrician · Level 4 (DG-4)');
    await setLanguage('es');
    expect(levelShort(i18n.t, 2)).toBe('Nivel 2');
    await setLanguage('ja');
    expect(levelShort(i18n.t, 3)).toBe('3級');
  }, 30_000);
});

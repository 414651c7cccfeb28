import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_TEXT, builtInRoleText, roleNameText } from './built-in-roles.js';
import { LANGS } from './messages/catalogue.js';
import { SEEDED_ROLE_PERMISSIONS } from './permissions.js';

describe('built-in roles in the reader language', () => {
  it('have a name and a description in all four languages, none mentioning specifications, role codes or paths', () => {
    for (const text of Object.values(BUILT_IN_ROLE_TEXT)) {
      for (const lang of LANGS) {
        expect(text.name[lang].trim()).not.toBe('');
        expect(text.description[lang]).not.toMatch(/spec|需要 SUPER|\/exam/i);
      }
    }
  });

  it('shows the seeded text in the reader language and an administrator’s own text as written', () => {
    expect(builtInRoleText('TEACHER', 'name', 'Teacher', 'zh')).toBe('教师');
    expect(builtInRoleText('TEACHER', 'description', BUILT_IN_ROLE_TEXT.TEACHER.description.ja, 'es')).toBe(
      BUILT_IN_ROLE_TEXT.TEACHER.description.es,
    );
    expect(builtInRoleText('TEACHER', 'description', 'Our own words', 'zh')).toBe('Our own words');
    expect(builtInRoleText('AUDITOR', 'name', 'Auditor', 'zh')).toBe('Auditor');
    expect(roleNameText('Super administrator', 'zh')).toBe('超级管理员');
    expect(roleNameText('Auditor', 'zh')).toBe('Auditor');
  });

  it('promise the teacher only what the teacher’s permissions open', () => {
    // The teacher's keys give no publishing screens (those also need the SUPER role): the description says so instead of promising marking.
    expect(BUILT_IN_ROLE_TEXT.TEACHER.description.en).toMatch(/also need the Exam publisher role/);
    expect(BUILT_IN_ROLE_TEXT.TEACHER.description.en).not.toMatch(/^[^.]*\bmarks\b/);
    expect(SEEDED_ROLE_PERMISSIONS.TEACHER).toEqual(expect.arrayContaining(['EXAM-QUESTION', 'EXAM-CLASSRANKING', 'STUDENT']));
  });
});

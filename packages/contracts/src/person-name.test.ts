import { describe, expect, it } from 'vitest';
import { formatIssues } from './validation.js';
import { isCleanPersonName, personName } from './person-name.js';

describe('person names', () => {
  it('accept the names people have, in any script, with spaces, hyphens, apostrophes and the middle dot', () => {
    for (const name of ['Li Hua', '张三', '阿卜杜·热合曼', 'Ана-Мария', "O'Brien", 'José Núñez', '山田 太郎']) {
      expect(isCleanPersonName(name), name).toBe(true);
    }
  });

  it('refuse control, bidi and invisible characters, saying so in the four languages', () => {
    const hidden = [
      '\u202E',
      '\u202A',
      '\u2066',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\u200D',
      '\uFEFF',
      '\u0000',
      '\u0007',
      '\u00AD',
      '\u3164',
      '\u2028',
    ];
    for (const char of hidden) expect(isCleanPersonName(`Real${char}Applicant`), char.codePointAt(0)!.toString(16)).toBe(false);
    const parsed = personName().safeParse('Famous\u202EPerson');
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues;
    expect(formatIssues(issues, 'en')).toBe(
      'input must not contain control, text-direction (bidi) or invisible characters; type the name as printed on the ID card',
    );
    expect(formatIssues(issues, 'zh')).toContain('不能包含控制字符');
    expect(formatIssues(issues, 'es')).toContain('no debe contener caracteres de control');
    expect(formatIssues(issues, 'ja')).toContain('制御文字');
  });
});

import { describe, expect, it } from 'vitest';
import { normalisedUsername, signupProblems } from './signup-rules';

const GOOD = { username: '11010519491231002x', name: 'Li Wei', password: 'Weld-2026!', confirm: 'Weld-2026!', verifyCode: 'ab12' };

describe("the sign-up form's own checks", () => {
  it('takes an ID number with a small x (sent upper-case) or a mobile number', () => {
    expect(signupProblems('idNumber', GOOD)).toEqual({});
    expect(normalisedUsername('idNumber', ' 11010519491231002x ')).toBe('11010519491231002X');
    expect(signupProblems('phone', { ...GOOD, username: '138 0013 8000' })).toEqual({});
    expect(normalisedUsername('phone', '138 0013 8000')).toBe('13800138000');
  });

  it('names what is wrong, field by field', () => {
    expect(signupProblems('idNumber', { ...GOOD, username: '110105194912310021' }).username).toEqual(['signup.idNumberInvalid']);
    expect(signupProblems('phone', { ...GOOD, username: '2380013800' }).username).toEqual(['signup.phoneInvalid']);
    expect(signupProblems('phone', { ...GOOD, username: ' ' }).username).toEqual(['signup.phoneRequired']);
    expect(signupProblems('idNumber', { ...GOOD, name: '  ' }).name).toEqual(['signup.nameRequired']);
    expect(signupProblems('idNumber', { ...GOOD, password: 'a1b2', confirm: 'a1b2' }).password).toEqual([
      'signup.passwordTooShort',
      { min: 6 },
    ]);
    expect(signupProblems('idNumber', { ...GOOD, password: '123456', confirm: '123456' }).password?.[0]).toBe('signup.passwordWeak');
    expect(
      signupProblems('phone', { ...GOOD, username: '13800138000', password: '13800138000', confirm: '13800138000' }).password?.[0],
    ).toBe('signup.passwordWeak');
    expect(signupProblems('idNumber', { ...GOOD, confirm: 'Weld-2026' }).confirm).toEqual(['signup.passwordMismatch']);
    expect(signupProblems('idNumber', { ...GOOD, verifyCode: '' }).verifyCode).toEqual(['login.verifyCodeRequired']);
  });
});

describe("the sign-up page's own text (loaded with the page, outside the catalogues)", () => {
  it('keeps the same {{placeholders}} in every language', async () => {
    const texts = await Promise.all(
      ['en', 'zh', 'es', 'ja'].map(async (lang) => Object.values(await import(`./text/signup/${lang}.ts`))[0] as Record<string, string>),
    );
    const placeholders = (text: Record<string, string>) =>
      Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.match(/\{\{\w+\}\}/g) ?? []]));
    for (const text of texts.slice(1)) expect(placeholders(text)).toEqual(placeholders(texts[0]!));
  });
});

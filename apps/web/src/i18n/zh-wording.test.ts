import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../app/text/catalogues';
import { zh as registrationText } from '../features/registration/text/zh';
import { PAGE_TEXTS } from '../test-support/page-texts';

function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key));
}

/** Every Chinese text a screen shows: the catalogue the app starts with and the pages' own. */
const zhTexts = () => [...texts(CATALOGUES.zh), ...texts(PAGE_TEXTS.zh)];

describe('the Chinese wording a centre’s staff and candidates read', () => {
  it('calls a candidate 考生 everywhere, never 学员 or 学生 (the sign-in page’s user type included)', () => {
    expect(zhTexts().filter(([, text]) => /学员|学生/.test(text))).toEqual([]);
    expect(CATALOGUES.zh.userType[2]).toBe('考生');
  });

  it('names an approved group application as it names an approved application', () => {
    expect(registrationText.groupStatus[1]).toBe(registrationText.status[2]);
    expect(registrationText.groupStatus[2]).toBe(registrationText.status[3]);
  });
});

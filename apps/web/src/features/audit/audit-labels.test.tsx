import type { AuditRecord } from '@kaoshi/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../../i18n';
import { actionLabel } from './action-label';
import { AuditDrawer } from './audit-drawer';
import { fieldLabel, valueLabel } from './field-label';
import { stubMatchMedia } from '../../test-support/match-media';

afterEach(cleanup);
beforeAll(async () => {
  stubMatchMedia();
  await setLanguage('zh');
}, 30_000);

/** An examiner's task score as the trail records it: the attempt before and after. */
const SCORED: AuditRecord = {
  auditId: 7,
  at: Date.UTC(2030, 2, 4, 9),
  userId: 2,
  username: 'examiner',
  ip: '127.0.0.1',
  userAgent: 'Chromium',
  action: 'marking.score',
  targetType: 'attempt',
  targetId: 31,
  targetLabel: '李娜 (S000001) · 焊工中级',
  before: { manualScore: null, gradingState: null, finalScore: null, passed: null, taskScore: null },
  after: { manualScore: 8, gradingState: 2, finalScore: 68, passed: 0, taskScore: 8 },
  detail: { questionId: 12 },
};

describe('the audit log speaks the screens’ words, not the stored codes', () => {
  it('names an action by area and verb with the language’s own punctuation', () => {
    expect(actionLabel(i18n.t, 'marking.score')).toBe('阅卷：评分');
  });

  it('names fields as people call them and codes by their display labels', () => {
    expect(fieldLabel(i18n.t, 'manualScore')).toBe('人工评分');
    expect(fieldLabel(i18n.t, 'gradingState')).toBe('阅卷状态');
    expect(valueLabel(i18n.t, 'attempt', 'passed', 0)).toBe('合格');
    expect(valueLabel(i18n.t, 'attempt', 'passed', 1)).toBe('不合格');
    expect(valueLabel(i18n.t, 'attempt', 'gradingState', null)).toBe('未阅卷');
    expect(valueLabel(i18n.t, 'attempt', 'status', 0)).toBe('已交卷');
    expect(valueLabel(i18n.t, 'question', 'type', 3)).toBe('外部链接题');
    expect(valueLabel(i18n.t, 'permission', 'type', 1)).toBe(i18n.t('permission.typeButton'));
    expect(valueLabel(i18n.t, 'student', 'locked', 1)).toBe('是');
    expect(valueLabel(i18n.t, 'subject', 'level', 4)).toBe('四级 · 中级工');
    // A number that is no code stays a number; a field nobody named keeps its recorded name.
    expect(valueLabel(i18n.t, 'attempt', 'finalScore', 68)).toBe('68');
    expect(fieldLabel(i18n.t, 'someNewField')).toBe('someNewField');
  });

  it('shows a scored task in the drawer without a raw field name or code', () => {
    render(<AuditDrawer record={SCORED} onClose={() => {}} />);
    const drawer = screen.getByRole('dialog');
    const text = drawer.textContent ?? '';
    for (const words of ['阅卷：评分', '人工评分', '阅卷状态', '已阅卷', '是否合格', '合格', '试题']) expect(text).toContain(words);
    for (const raw of ['marking.score', 'manualScore', 'gradingState', 'passed', 'questionId']) expect(text).not.toContain(raw);
  }, 30_000);
});

import { addPublicationBody } from '@kaoshi/contracts';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { zodRule } from './zod-rule';

const check = (value: unknown) => {
  const rule = zodRule(addPublicationBody.shape.endsAt, true) as RuleObject;
  return rule.validator!(rule, value, () => undefined);
};

describe('zodRule', () => {
  it('calls an empty coerced field (a date not chosen) missing, not the wrong type', async () => {
    for (const empty of [null, undefined]) await expect(check(empty)).rejects.toThrow('is required');
  });
  it('passes a valid value and still names a wrong one', async () => {
    await expect(check(Date.UTC(2026, 11, 20))).resolves.toBeUndefined();
    await expect(check(-5)).rejects.toThrow('must be at least 0');
  });
});

import { formatIssueForField } from '@kaoshi/contracts';
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { currentLang } from '../i18n';

/**
 * An antd form rule from a contracts schema: the browser checks exactly what the server
 * checks, and says it in the same words, in the user's language.
 */
export function zodRule(schema: ZodType, required = false): FormRule {
  return {
    required,
    validator: async (_rule, value: unknown) => {
      const input = value === null ? undefined : value;
      const result = schema.safeParse(input, { reportInput: true });
      if (result.success) return;
      const issue = result.error.issues[0]!;
      // A coercing schema (a date, a number) turns an empty field into NaN and calls it the wrong
      // type ("must be a number"); to the person filling the form it is simply missing.
      const missing = input === undefined && issue.code === 'invalid_type';
      throw new Error(formatIssueForField(missing ? { ...issue, input: undefined } : issue, currentLang()));
    },
  };
}

import type { FormInstance } from 'antd';

/**
 * antd's validateFields rejects with `{ errorFields, values, outOfDate }` when a field is
 * refused; the form already shows what to fix beside each field.
 */
export function isFormValidationOutcome(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && Array.isArray((reason as { errorFields?: unknown }).errorFields);
}

/**
 * The form's values once every field passes, or null when one is refused (a blocked submit is
 * not an error: nothing is thrown, so nothing reaches the error log). Other failures still throw.
 */
export async function validatedValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (reason) {
    if (isFormValidationOutcome(reason)) return null;
    throw reason;
  }
}

import { type ReactNode, useState } from 'react';
import { Button } from '../../components/plain/button';
import { getToken } from '../../lib/token';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

/** The fields of a sign-in or sign-up form; each has a captcha's code. */
type FormValues = { verifyCode: string } & Record<string, string>;

/**
 * What the sign-in and sign-up forms share: whether a session was there on arrival (read once,
 * since after success the page navigates by itself), the captcha, the values with a message
 * beside each field (typing clears it), a new captcha that empties the code (a captcha answers
 * only once), and the submit button's busy state.
 */
export function useAuthForm<V extends FormValues>(empty: V) {
  const [signedInOnArrival] = useState(() => !!getToken());
  const { captcha, refresh } = useCaptcha(signedInOnArrival);
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof V) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const newCaptcha = () => {
    refresh();
    set('verifyCode')('');
  };
  const focus = (form: HTMLFormElement, field: keyof V & string) => (form.elements.namedItem(field) as HTMLInputElement | null)?.focus();
  /** Shows the refusals beside their fields and focuses the first on the form; false when there are none. */
  const showErrors = (form: HTMLFormElement, found: Partial<Record<keyof V, string>>) => {
    setErrors(found);
    // The empty values list the fields in the order the form shows them.
    const first = (Object.keys(empty) as (keyof V & string)[]).find((field) => found[field]);
    if (first) focus(form, first);
    return first !== undefined;
  };
  return { signedInOnArrival, captcha, values, errors, setErrors, set, newCaptcha, focus, showErrors, submitting, setSubmitting };
}

/** The end of both forms: the captcha, then what the page shows above its button, then the button. */
export function CaptchaAndSubmit({
  form,
  submitLabel,
  children,
}: {
  form: Pick<ReturnType<typeof useAuthForm>, 'captcha' | 'newCaptcha' | 'submitting'> & {
    values: { verifyCode: string };
    errors: { verifyCode?: string };
    set: (field: 'verifyCode') => (value: string) => void;
  };
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <CaptchaField
        captcha={form.captcha}
        onRefresh={form.newCaptcha}
        value={form.values.verifyCode}
        onChange={form.set('verifyCode')}
        error={form.errors.verifyCode}
      />
      {children}
      <Button variant="primary" size="large" block submit loading={form.submitting}>
        {submitLabel}
      </Button>
    </>
  );
}

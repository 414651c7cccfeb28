import type { CaptchaResponse } from '@kaoshi/contracts';
import { useEffect, useState } from 'react';
import { getToken } from '../../lib/token';
import { fetchCaptcha } from './api';

/** The fields of a sign-in or sign-up form; each has a captcha's code. */
type FormValues = { verifyCode: string } & Record<string, string>;

/** A new captcha, or none when it cannot be fetched (the picture then stays empty until clicked). */
const loadCaptcha = (show: (captcha: CaptchaResponse | null) => void) => void fetchCaptcha().then(show, () => show(null));

/**
 * What the sign-in and sign-up forms share: whether a session was there on arrival (read once,
 * since after success the page navigates by itself), the captcha (fetched on arrival unless
 * signed in), the values with a message beside each field (typing clears it), a new captcha that
 * empties the code (a captcha answers only once), and the submit button's busy state.
 */
export function useAuthForm<V extends FormValues>(empty: V) {
  const [signedInOnArrival] = useState(() => !!getToken());
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  useEffect(() => {
    if (!signedInOnArrival) loadCaptcha(setCaptcha);
  }, [signedInOnArrival]);
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof V) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const newCaptcha = () => {
    loadCaptcha(setCaptcha);
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

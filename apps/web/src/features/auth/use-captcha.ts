import type { CaptchaResponse } from '@kaoshi/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha } from './api';

/**
 * The captcha of a sign-in or sign-up form: fetched on arrival (unless `skip`), and again on
 * `refresh` — after every submit, since a captcha answers only once.
 */
export function useCaptcha(skip = false) {
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const refresh = useCallback(() => {
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(() => {
    if (!skip) refresh();
  }, [refresh, skip]);
  return { captcha, refresh };
}

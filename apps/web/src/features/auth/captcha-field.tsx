import type { CaptchaResponse } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/plain/text-field';

/** What the field reads of its form (useAuthForm). */
interface CaptchaForm {
  captcha: CaptchaResponse | null;
  newCaptcha: () => void;
  values: { verifyCode: string };
  errors: { verifyCode?: string };
  set: (field: 'verifyCode') => (value: string) => void;
}

/** The verification code and its picture; clicking the picture (or Enter on it) draws a new one. */
export function CaptchaField({ form }: { form: CaptchaForm }) {
  const { t } = useTranslation();
  const refreshLabel = t('login.refreshCaptcha');
  return (
    <TextField
      label={t('login.verifyCode')}
      name="verifyCode"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={12}
      value={form.values.verifyCode}
      onChange={(event) => form.set('verifyCode')(event.target.value)}
      error={form.errors.verifyCode}
      addon={
        <button
          type="button"
          className="captcha-image"
          title={refreshLabel}
          aria-label={refreshLabel}
          onClick={form.newCaptcha}
          data-testid="captcha"
          // The server draws the picture as SVG markup (svg-captcha): text only, no script.
          dangerouslySetInnerHTML={form.captcha ? { __html: form.captcha.svg } : undefined}
        />
      }
    />
  );
}

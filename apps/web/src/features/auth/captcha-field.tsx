import type { CaptchaResponse } from '@kaoshi/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/plain/text-field';

interface CaptchaFieldProps {
  captcha: CaptchaResponse | null;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The verification code and its picture; clicking the picture (or Enter on it) draws a new one. */
export function CaptchaField({ captcha, onRefresh, value, onChange, error, ref }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('login.verifyCode')}
      name="verifyCode"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={12}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      addon={
        <button
          type="button"
          className="captcha-image"
          title={t('login.refreshCaptcha')}
          aria-label={t('login.refreshCaptcha')}
          onClick={onRefresh}
          data-testid="captcha"
          // The server draws the picture as SVG markup (svg-captcha): text only, no script.
          dangerouslySetInnerHTML={captcha ? { __html: captcha.svg } : undefined}
        />
      }
    />
  );
}

import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { TextField } from '../../components/plain/text-field';

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An eye, struck through while the password is hidden: drawn here in a few strokes (Ant Design's
 * two eye icons would cost the sign-in page, on the candidate's budget, about 1 KB).
 */
function Eye({ open }: { open: boolean }) {
  return (
    <span className="kx-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" className="auth-eye">
        <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
        {!open && <path d="M4 20 20 4" />}
      </svg>
    </span>
  );
}

/** A password input with a button that shows what was typed (a candidate on a phone keyboard checks it). */
export function PasswordField({ label, name, autoComplete, value, onChange, error, help, ref }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      ref={ref}
      type={shown ? 'text' : 'password'}
      label={label}
      name={name}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      help={help}
      addon={
        <Button
          variant="text"
          className="auth-reveal"
          icon={<Eye open={shown} />}
          aria-label={t(shown ? 'account.hidePassword' : 'account.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        />
      }
    />
  );
}

import { PASSWORD_MIN_LENGTH, passwordProblem } from '@kaoshi/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { loadSession, logout, resetSession } from '../../lib/session';
import { ApiError } from '../../lib/http';
import { toast } from '../../lib/toast';
import { setNewPassword } from './api';
import { AuthFrame } from './auth-frame';
import { PasswordField } from './password-field';

type Field = 'password' | 'confirm';

/**
 * Shown by the guard instead of any page while the account's password was set by staff (a
 * reset, a one-time code): the server answers nothing else until the owner sets their own. Once
 * saved, the session loads as usual and the page asked for opens, or the guard's usual landing.
 */
export function SetPasswordPage({ username }: { username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordProblem(values.password, username);
    if (problem)
      return setErrors({
        password: t(problem === 'passwordTooShort' ? 'newPassword.tooShort' : 'newPassword.weak', { min: PASSWORD_MIN_LENGTH }),
      });
    if (values.confirm !== values.password) return setErrors({ confirm: t('newPassword.mismatch') });
    setSaving(true);
    setRefusal(null);
    try {
      await setNewPassword(values.password);
      toast.success(t('newPassword.done'));
      resetSession();
      await loadSession();
    } catch (error) {
      setRefusal(error instanceof ApiError || error instanceof Error ? error.message : t('http.hasError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthFrame
      intro={t('login.subtitle')}
      footer={
        <Button variant="text" onClick={() => void logout(location.pathname).then((to) => navigate(to, { replace: true }))}>
          {t('newPassword.signOut')}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate aria-labelledby="new-password-title">
        <h2 className="kx-h3" id="new-password-title">
          {t('newPassword.title')}
        </h2>
        <p className="kx-muted auth-intro">{t('newPassword.intro')}</p>
        {refusal && <Alert type="error" title={refusal} />}
        <PasswordField
          label={t('newPassword.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          help={t('newPassword.hint', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField
          label={t('newPassword.confirm')}
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <Button variant="primary" size="large" block submit loading={saving}>
          {t('newPassword.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}

import { PASSWORD_MIN_LENGTH, USER_TYPE } from '@kaoshi/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/plain/button';
import { Segmented } from '../../components/plain/segmented';
import { TextField } from '../../components/plain/text-field';
import { resetSession } from '../../lib/session';
import { ApiError } from '../../lib/http';
import { toast } from '../../lib/toast';
import { setToken } from '../../lib/token';
import { AuthFrame } from './auth-frame';
import { CaptchaField } from './captcha-field';
import { PasswordField } from './password-field';
import { rememberUserType } from './remembered-user-type';
import { doSignup } from './signup-api';
export { signupTextReady } from './signup-text';
import { normalisedUsername, type SignupField, signupProblems, type SignupValues, type UsernameKind } from './signup-rules';
import { useAuthForm } from './use-auth-form';

/** In the order the form shows them. */
const EMPTY: SignupValues = { username: '', name: '', password: '', confirm: '', verifyCode: '' };

/**
 * /register: a candidate without an account makes one (ID number or mobile number as the
 * username) and is signed in, landing on /kaoshi as a student of no batch yet. Loaded only
 * when opened: it is not on the candidate's exam-day path.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAuthForm(EMPTY);
  const { captcha, values, errors, setErrors, set, newCaptcha, focus, showErrors, setSubmitting } = form;
  const [kind, setKind] = useState<UsernameKind>('idNumber');

  if (form.signedInOnArrival) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const problems = signupProblems(kind, values);
    if (showErrors(element, Object.fromEntries(Object.entries(problems).map(([field, [key, options]]) => [field, t(key, options)]))))
      return;
    if (!captcha) return newCaptcha();
    setSubmitting(true);
    try {
      const username = normalisedUsername(kind, values.username);
      const { token, expiresAt } = await doSignup({
        username,
        name: values.name.trim(),
        password: values.password,
        verifyCode: values.verifyCode,
        captchaKey: captcha.captchaKey,
      });
      setToken(token, expiresAt);
      rememberUserType(USER_TYPE.STUDENT);
      resetSession();
      toast.success(t('signup.created'));
      navigate('/kaoshi', { replace: true });
    } catch (error) {
      // The server's refusal is shown as a message too; beside its field it stays while it is corrected.
      newCaptcha();
      const fields = error instanceof ApiError ? error.fields : {};
      const fieldNames = Object.keys(EMPTY) as SignupField[];
      if (!showErrors(element, Object.fromEntries(fieldNames.filter((field) => fields[field]).map((field) => [field, fields[field]]))))
        focus(element, 'verifyCode');
    } finally {
      setSubmitting(false);
    }
  };

  const usernameLabel = t(kind === 'idNumber' ? 'signup.idNumber' : 'signup.phone');
  return (
    <AuthFrame
      intro={t('login.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-labelledby="signup-title">
        <h2 className="kx-h3" id="signup-title">
          {t('signup.title')}
        </h2>
        <p className="kx-muted auth-intro">{t('signup.intro')}</p>
        <div className="kx-field">
          <span className="kx-field-label" aria-hidden="true">
            {t('signup.usernameKind')}
          </span>
          <Segmented
            label={t('signup.usernameKind')}
            value={kind}
            options={[
              { value: 'idNumber', label: t('signup.byIdNumber') },
              { value: 'phone', label: t('signup.byPhone') },
            ]}
            onChange={(value) => {
              setKind(value);
              setErrors((current) => ({ ...current, username: undefined }));
            }}
          />
        </div>
        <TextField
          label={usernameLabel}
          name="username"
          autoComplete={kind === 'phone' ? 'tel' : 'username'}
          inputMode={kind === 'phone' ? 'tel' : 'text'}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={kind === 'phone' ? 13 : 18}
          autoFocus
          value={values.username}
          onChange={(event) => set('username')(event.target.value)}
          error={errors.username}
          help={t(kind === 'idNumber' ? 'signup.idNumberHint' : 'signup.phoneHint')}
        />
        <TextField
          label={t('signup.name')}
          name="name"
          autoComplete="name"
          maxLength={64}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          error={errors.name}
          help={t('signup.nameHint')}
        />
        <PasswordField
          label={t('signup.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          help={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField
          label={t('signup.confirmPassword')}
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <CaptchaField form={form} />
        <Button variant="primary" size="large" block submit loading={form.submitting}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}

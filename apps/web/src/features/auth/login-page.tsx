import { retryDelayMs, USER_TYPE, type UserType } from '@kaoshi/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Segmented } from '../../components/plain/segmented';
import { TextField } from '../../components/plain/text-field';
import { resetSession } from '../../lib/session';
import { ApiError } from '../../lib/http';
import { setToken } from '../../lib/token';
import { doLogin } from './api';
import { AuthFrame } from './auth-frame';
import { CaptchaField } from './captcha-field';
import { PasswordField } from './password-field';
import { rememberedUserType, rememberUserType } from './remembered-user-type';
import { useAuthForm } from './use-auth-form';

/** Candidates first: most people who sign in are sitting an exam. */
const USER_TYPE_ORDER: readonly UserType[] = [USER_TYPE.STUDENT, USER_TYPE.TEACHER, USER_TYPE.ADMIN];

type Field = 'username' | 'password' | 'verifyCode';
const EMPTY: Record<Field, string> = { username: '', password: '', verifyCode: '' };

/** Only same-site paths are followed after signing in, never another origin. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/**
 * /login on the plain kit: the candidate's first page carries no Ant Design. The user type
 * starts at the one that last signed in on this device; the password is hashed before it
 * leaves the browser (api.ts); the server's refusals show as a message, and a new captcha is
 * drawn after every try. While the server is too busy with other sign-ins to take this one
 * (thousands checking in for one exam), it gives the form a place in line and says when to come
 * back: the page counts down and sends the same form again by itself with its place, its captcha
 * still good.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useAuthForm(EMPTY);
  const { captcha, values, errors, set, newCaptcha, focus, showErrors, setSubmitting } = form;
  const [userType, setUserType] = useState<UserType>(rememberedUserType);
  const [retryIn, setRetryIn] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // docs/REQUIREMENTS.md §2.4: with a token, /login redirects to /.
  if (form.signedInOnArrival) return <Navigate to="/" replace />;

  /** Counts down on the page until the time to send again; false if the page was left meanwhile. */
  const waitToRetry = async (seconds: number) => {
    const until = Date.now() + retryDelayMs(seconds, Math.random());
    while (mounted.current && Date.now() < until) {
      setRetryIn(Math.ceil((until - Date.now()) / 1000));
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, until - Date.now())));
    }
    setRetryIn(null);
    return mounted.current;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const found: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) found.username = t('login.usernameRequired');
    if (!values.password) found.password = t('login.passwordRequired');
    if (!values.verifyCode.trim()) found.verifyCode = t('login.verifyCodeRequired');
    if (showErrors(element, found)) return;
    if (!captcha) return newCaptcha();
    setSubmitting(true);
    const input = { ...values, username: values.username.trim(), userType, captchaKey: captcha.captchaKey };
    let placeInLine: string | undefined;
    try {
      for (;;) {
        try {
          const { token, expiresAt } = await doLogin({ ...input, placeInLine });
          setToken(token, expiresAt);
          rememberUserType(userType);
          resetSession();
          navigate(safeRedirect(params.get('redirect')), { replace: true });
          return;
        } catch (error) {
          // Turned away before anything was checked: the same form goes again when the server said.
          if (!(error instanceof ApiError) || error.retry === null) throw error;
          placeInLine = error.retry.placeInLine;
          if (!(await waitToRetry(error.retry.retryAfterSeconds))) return;
        }
      }
    } catch {
      // The client already showed the server's message; a captcha answers only once.
      newCaptcha();
      focus(element, 'verifyCode');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame
      intro={t('login.subtitle')}
      footer={
        <>
          {t('account.noAccount')} <Link to="/register">{t('account.createAccount')}</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('login.title')}>
        <div className="kx-field">
          <span className="kx-field-label" aria-hidden="true">
            {t('login.userType')}
          </span>
          <Segmented
            label={t('login.userType')}
            value={String(userType)}
            options={USER_TYPE_ORDER.map((type) => ({ value: String(type), label: t(`userType.${type}`) }))}
            onChange={(value) => setUserType(Number(value) as UserType)}
          />
        </div>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          value={values.username}
          onChange={(event) => set('username')(event.target.value)}
          error={errors.username}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <CaptchaField form={form} />
        {retryIn !== null && <Alert type="info" className="auth-retry" title={t('login.signInBusy', { seconds: retryIn })} />}
        <Button variant="primary" size="large" block submit loading={form.submitting}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}

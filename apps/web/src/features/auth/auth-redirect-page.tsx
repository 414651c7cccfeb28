import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { resetSession } from '../../lib/session';
import { setToken } from '../../lib/token';
import { exchangeAuthCode } from './api';
import { safeRedirect } from './login-page';

/** docs/REQUIREMENTS.md §2.3: completes a sign-in begun elsewhere: a one-time code is exchanged for a token. */
export function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    exchangeAuthCode(code).then(
      ({ token, expiresAt }) => {
        setToken(token, expiresAt);
        resetSession();
        navigate(safeRedirect(params.get('redirect')), { replace: true });
      },
      () => setFailed(true),
    );
  }, [code, navigate, params]);

  if (!code || failed) return <Navigate to="/login" replace />;
  return (
    <div className="full-page-center">
      <Result icon={<Spin size="large" />} title={t('authRedirect.working')} />
    </div>
  );
}

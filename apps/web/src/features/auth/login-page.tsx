import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { USER_TYPES, type UserType } from '@kaoshi/contracts';
import { Button, Card, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { getToken, setToken } from '../../lib/token';
import { resetSession } from '../../app/session';
import { doLogin, fetchCaptcha } from './api';
import { rememberedUserType, rememberUserType } from './remembered-user-type';

interface LoginValues {
  username: string;
  password: string;
  verifyCode: string;
  userType: UserType;
}

/** Only same-site paths are followed after login, never another origin. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [captcha, setCaptcha] = useState<{ captchaKey: string; svg: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Read once: after a successful login the page navigates to the redirect target itself.
  const [signedInOnArrival] = useState(() => !!getToken());
  const [initialValues] = useState(() => ({ userType: rememberedUserType() }));

  const refreshCaptcha = useCallback(() => {
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null));
    form.setFieldValue('verifyCode', '');
  }, [form]);

  useEffect(() => {
    if (!signedInOnArrival) refreshCaptcha();
  }, [refreshCaptcha, signedInOnArrival]);

  // Spec 2: with a token, /login redirects to /.
  if (signedInOnArrival) return <Navigate to="/" replace />;

  const submit = async (values: LoginValues) => {
    if (!captcha) return refreshCaptcha();
    setSubmitting(true);
    try {
      const { token, expiresAt } = await doLogin({ ...values, captchaKey: captcha.captchaKey });
      setToken(token, expiresAt);
      rememberUserType(values.userType);
      resetSession();
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The client already showed the server's message; a captcha answers only once.
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card" variant="borderless">
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Space>
            <img src="/logo.svg" alt="" width={36} height={36} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('app.title')}
            </Typography.Title>
          </Space>
          <LanguageSwitcher />
        </Flex>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <Form form={form} layout="vertical" size="large" initialValues={initialValues} onFinish={submit} requiredMark={false}>
          <Form.Item name="userType" label={t('login.userType')}>
            <Select options={USER_TYPES.map((type) => ({ value: type, label: t(`userType.${type}`) }))} />
          </Form.Item>
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item label={t('login.verifyCode')} required>
            <Flex gap={8}>
              <Form.Item name="verifyCode" noStyle rules={[{ required: true, whitespace: true, message: t('login.verifyCodeRequired') }]}>
                <Input prefix={<SafetyOutlined />} autoComplete="off" aria-label={t('login.verifyCode')} maxLength={12} />
              </Form.Item>
              <button
                type="button"
                className="captcha-image"
                title={t('login.refreshCaptcha')}
                aria-label={t('login.refreshCaptcha')}
                onClick={refreshCaptcha}
                data-testid="captcha"
                dangerouslySetInnerHTML={captcha ? { __html: captcha.svg } : undefined}
              />
            </Flex>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

function ErrorPage({ status, title, hint }: { status: '404' | '403'; title: string; hint: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="full-page-center">
      <Result
        status={status}
        title={title}
        subTitle={hint}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status="404" title={t('errorPage.notFound')} hint={t('errorPage.notFoundHint')} />;
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return <ErrorPage status="403" title={t('errorPage.unauthorized')} hint={t('errorPage.unauthorizedHint')} />;
}

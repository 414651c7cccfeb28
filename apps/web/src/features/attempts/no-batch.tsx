import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/plain/card';
import { Icon } from '../../components/plain/icon';
import { pageText } from '../../i18n/page-text';

/** Its text comes with it (`noBatch.*`), not in the catalogues on the exam-day path. */
export const noBatchTextReady = pageText('noBatch', {
  en: () => import('./text/no-batch/en').then((module) => module.en),
  zh: () => import('./text/no-batch/zh').then((module) => module.zh),
  es: () => import('./text/no-batch/es').then((module) => module.es),
  ja: () => import('./text/no-batch/ja').then((module) => module.ja),
});

/** Where a candidate's registration applications are made (its page loads only when opened). */
const REGISTRATION_PATH = '/kaoshi-registration';

/**
 * /kaoshi for a candidate in no registration batch yet (one who signed up themselves): no exam
 * can reach them until they are enrolled, so the page says so and points to the application.
 * Loaded only for such a candidate (kaoshi-page.tsx).
 */
export default function NoBatch({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card title={title} className="kx-exam-list" data-testid="no-batch">
      <div className="kx-empty">
        <Icon icon={InboxOutlined} className="kx-empty-icon" />
        <p>
          <strong>{t('noBatch.title')}</strong>
          <br />
          {t('noBatch.hint')}
        </p>
        <Link className="kx-btn kx-btn-primary kx-btn-large" to={REGISTRATION_PATH}>
          {t('noBatch.apply')}
        </Link>
      </div>
    </Card>
  );
}

import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { API, REGISTRATION_STATUS, type RegistrationRecord } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/plain/card';
import { Icon } from '../../components/plain/icon';
import { pageText } from '../../i18n/page-text';
import { request } from '../../lib/http';

/** Its text comes with it (`noBatch.*`), not in the catalogues on the exam-day path. */
export const noBatchTextReady = pageText('noBatch', {
  en: () => import('./text/no-batch/en').then((module) => module.en),
  zh: () => import('./text/no-batch/zh').then((module) => module.zh),
  es: () => import('./text/no-batch/es').then((module) => module.es),
  ja: () => import('./text/no-batch/ja').then((module) => module.ja),
});

/** Where a candidate's registration applications are made (its page loads only when opened). */
const REGISTRATION_PATH = '/kaoshi-registration';

/** The application states /kaoshi tells a candidate in no batch about, each with its sentence. */
const TOLD = {
  [REGISTRATION_STATUS.UNDER_REVIEW]: 'noBatch.underReview',
  [REGISTRATION_STATUS.RETURNED]: 'noBatch.returned',
  [REGISTRATION_STATUS.FAILED]: 'noBatch.refused',
} as const;
type Told = keyof typeof TOLD;
const isTold = (row: RegistrationRecord): row is RegistrationRecord & { status: Told } => row.status in TOLD;

/** The candidate's own applications; the registration page reads the same query. */
const fetchMine = () => request<RegistrationRecord[]>({ url: API.myRegistrations, method: 'GET' });

/**
 * /kaoshi for a candidate in no registration batch yet (one who signed up themselves): no exam
 * can reach them until they are enrolled, so the page says so and points to the application.
 * When their latest application was decided against (returned for changes, or refused for good)
 * or waits for review, it says which, with the reviewer's reason. Loaded only for such a
 * candidate (kaoshi-page.tsx).
 */
export default function NoBatch({ title }: { title: string }) {
  const { t } = useTranslation();
  const mine = useQuery({ queryKey: ['registration', 'mine'], queryFn: fetchMine });
  const latest = (mine.data ?? []).filter(isTold).sort((a, b) => b.updatedAt - a.updatedAt)[0];
  return (
    <Card title={title} className="kx-exam-list" data-testid="no-batch">
      <div className="kx-empty">
        <Icon icon={InboxOutlined} className="kx-empty-icon" />
        <p>
          <strong>{t('noBatch.title')}</strong>
          <br />
          {latest ? t(TOLD[latest.status], { batch: latest.className }) : t('noBatch.hint')}
          {latest?.reason && (
            <>
              <br />
              <span data-testid="no-batch-reason">{t('noBatch.reason', { reason: latest.reason })}</span>
            </>
          )}
        </p>
        {/* A refusal is final for its batch only: another open batch may still be applied for. */}
        <Link className="kx-btn kx-btn-primary kx-btn-large" to={REGISTRATION_PATH}>
          {t(latest?.status === REGISTRATION_STATUS.RETURNED ? 'noBatch.correct' : 'noBatch.apply')}
        </Link>
      </div>
    </Card>
  );
}

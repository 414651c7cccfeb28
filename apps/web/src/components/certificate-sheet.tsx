import type { CertificateSheet } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { QrCode } from './plain/qr-code';
import './certificate-sheet.css';

/** A date as the certificate prints it, in the reader's language ("2026年11月27日", "27 November 2026"). */
export const certificateDate = (at: number, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(at);

/**
 * One certificate as printed: an A4 page (certificate-sheet.css) with the holder's photo, what
 * the certificate states, and the QR code of its verification link. Plain markup, so the
 * candidate's pages, the staff screen's bulk print and the tests all show the same thing.
 */
export function CertificateSheetView({ sheet }: { sheet: CertificateSheet }) {
  const { t, i18n } = useTranslation();
  const facts: [string, string][] = [
    [t('certificate.holder'), sheet.holderName],
    [t('certificate.idNumber'), sheet.idNumberMasked || '—'],
    [t('certificate.jobType'), sheet.subjectName],
    [t('certificate.level'), sheet.levelName],
    [t('certificate.issuedAt'), certificateDate(sheet.issuedAt, i18n.language)],
    [t('certificate.centre'), sheet.centre],
  ];
  return (
    <article
      className={`kx-certificate${sheet.revokedAt === null ? '' : ' is-revoked'}`}
      data-testid="certificate"
      aria-label={`${t('certificate.heading')} ${sheet.number}`}
    >
      <header className="kx-certificate-head">
        <h2>{t('certificate.heading')}</h2>
        <p className="kx-certificate-number">
          {t('certificate.number')}: <span data-testid="certificate-number">{sheet.number}</span>
        </p>
      </header>
      <div className="kx-certificate-body">
        {sheet.photo ? (
          <img className="kx-certificate-photo" src={sheet.photo} alt={sheet.holderName} />
        ) : (
          <div className="kx-certificate-photo kx-certificate-no-photo">{t('certificate.noPhoto')}</div>
        )}
        <dl className="kx-certificate-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <footer className="kx-certificate-foot">
        <div className="kx-certificate-qr">
          <QrCode matrix={sheet.qr} size={112} label={`${t('certificate.scan')}: ${sheet.number}`} />
          <span>{t('certificate.scan')}</span>
        </div>
        {sheet.sealUrl ? (
          <img className="kx-certificate-seal-image" src={sheet.sealUrl} alt={`${t('certificate.seal')}: ${sheet.centre}`} />
        ) : (
          <div className="kx-certificate-seal">{sheet.centre}</div>
        )}
      </footer>
      {sheet.revokedAt !== null && <div className="kx-certificate-stamp">{t('certificate.revokedStamp')}</div>}
    </article>
  );
}

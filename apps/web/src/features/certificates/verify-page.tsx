import { type CertificateVerification, checkCertificateNumber, normaliseCertificateNumber } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { certificateDate } from '../../components/certificate-sheet';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { LanguageMenu } from '../../components/plain/language-menu';
import { ResultPanel } from '../../components/plain/result-panel';
import { TextField } from '../../components/plain/text-field';
import { verifyCertificate } from './api';
import './verify.css';

type Outcome = { kind: 'answer'; result: CertificateVerification } | { kind: 'refused'; message: string; field?: string } | null;

/**
 * /verify, open to everyone (no sign-in): a certificate's number and holder's name, or the QR
 * code's link (?n=…&t=…), answer valid, revoked or unknown with only what the certificate states.
 * On the plain kit, like the candidate's pages.
 */
export default function VerifyPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [number, setNumber] = useState(params.get('n') ?? '');
  const [name, setName] = useState('');
  const [numberError, setNumberError] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // undefined until the form is used: the QR link's answer shows meanwhile.
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);

  const run = async (query: { number: string; name?: string; t?: string }) => {
    setBusy(true);
    try {
      const answer = await verifyCertificate(query);
      setOutcome(answer.ok ? { kind: 'answer', result: answer.result } : { kind: 'refused', message: answer.message, field: answer.field });
      if (!answer.ok && answer.field === 'number') setNumberError(answer.message);
      if (!answer.ok && answer.field === 'name') setNameError(answer.message);
    } catch {
      setOutcome({ kind: 'refused', message: t('http.networkDown') });
    } finally {
      setBusy(false);
    }
  };

  // The QR code's link: the token stands in for the name, so the check runs as the page opens.
  const link = { number: params.get('n') ?? '', t: params.get('t') ?? '' };
  const linked = useQuery({
    queryKey: ['verify', link.number, link.t],
    queryFn: () => verifyCertificate(link),
    enabled: !!(link.number && link.t),
    staleTime: Infinity,
    retry: false,
  });
  const linkOutcome: Outcome =
    outcome !== undefined
      ? outcome
      : linked.data
        ? linked.data.ok
          ? { kind: 'answer', result: linked.data.result }
          : { kind: 'refused', message: linked.data.message }
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseCertificateNumber(number);
    const check = checkCertificateNumber(normalised);
    // The same rule the server applies; saying so here spares a round trip and a count against the limit.
    const badNumber = check === 'ok' ? undefined : t(check === 'malformed' ? 'certificate.malformed' : 'certificate.checkFailed');
    const badName = name.trim() ? undefined : t('certificate.nameRequired');
    setNumberError(badNumber);
    setNameError(badName);
    setOutcome(null);
    if (badNumber || badName) return;
    void run({ number: normalised, name: name.trim() });
  };

  return (
    <div className="kx-verify-page kx-plain">
      <header className="bare-header">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <strong>{t('app.title')}</strong>
        <span className="spacer" />
        <LanguageMenu />
      </header>
      <main className="kx-verify-main">
        <h1 className="kx-h1">{t('certificate.verifyTitle')}</h1>
        <Card>
          <form className="kx-verify-form" onSubmit={submit} noValidate>
            <p className="kx-muted">{t('certificate.verifyIntro')}</p>
            <TextField
              label={t('certificate.number')}
              name="number"
              value={number}
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              onChange={(event) => setNumber(event.target.value)}
              error={numberError}
              help={t('certificate.numberHelp')}
            />
            <TextField
              label={t('certificate.holderName')}
              name="name"
              value={name}
              autoComplete="off"
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              error={nameError}
            />
            <Button variant="primary" submit loading={busy || linked.isFetching}>
              {busy ? t('certificate.checking') : t('certificate.verify')}
            </Button>
          </form>
        </Card>
        <div aria-live="polite" data-testid="verify-outcome">
          {linkOutcome?.kind === 'refused' && !linkOutcome.field && <Alert type="error" title={linkOutcome.message} />}
          {linkOutcome?.kind === 'answer' && <Answer result={linkOutcome.result} lang={i18n.language} />}
        </div>
      </main>
    </div>
  );
}

function Answer({ result, lang }: { result: CertificateVerification; lang: string }) {
  const { t } = useTranslation();
  const certificate = result.certificate;
  if (result.status === 'unknown' || !certificate) {
    return (
      <Card>
        <ResultPanel level={2} status="warning" title={t('certificate.resultUnknown')} subTitle={t('certificate.resultUnknownHint')} />
      </Card>
    );
  }
  const revoked = result.status === 'revoked';
  const facts: [string, string][] = [
    [t('certificate.number'), certificate.number],
    [t('certificate.holder'), certificate.holderName],
    [t('certificate.jobType'), certificate.subjectName],
    [t('certificate.level'), certificate.levelName],
    [t('certificate.issuedAt'), certificateDate(certificate.issuedAt, lang)],
    [t('certificate.centre'), certificate.centre],
  ];
  return (
    <Card>
      <ResultPanel
        level={2}
        status={revoked ? 'error' : 'success'}
        title={t(revoked ? 'certificate.resultRevoked' : 'certificate.resultValid')}
        subTitle={
          revoked && certificate.revokedAt !== null
            ? t('certificate.revokedOn', { date: certificateDate(certificate.revokedAt, lang) })
            : undefined
        }
      />
      <dl className="kx-verify-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

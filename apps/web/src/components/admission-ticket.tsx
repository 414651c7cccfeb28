import type { PrintableTicket } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { levelName } from '../lib/level-name';
import { formatWindow } from '../lib/time-format';
import { Avatar } from './plain/avatar';
import { QrCode } from './plain/qr-code';
import './admission-ticket.css';

const RULES = ['r1', 'r2', 'r3', 'r4'] as const;

/**
 * One admission ticket as printed on A4 (one per page): the exam, its job type and level, time and seat, the holder's
 * photo and masked ID number, the rules, and the QR code the proctor scans at the door. Plain
 * markup only: the candidate's page prints it without Ant Design, and staff print a room's worth.
 */
export function AdmissionTicket({ ticket }: { ticket: PrintableTicket }) {
  const { t } = useTranslation();
  return (
    <article className="kx-ticket" data-testid={`ticket-${ticket.ticketNumber}`}>
      <header className="kx-ticket-head">
        <h1>{t('ticket.print.title')}</h1>
        <p className="kx-ticket-exam">{ticket.examName}</p>
      </header>
      <div className="kx-ticket-body">
        <dl className="kx-ticket-facts">
          <dt>{t('ticket.print.name')}</dt>
          <dd className="kx-ticket-strong">{ticket.name}</dd>
          <dt>{t('glossary.candidateNumber')}</dt>
          <dd data-testid="ticket-admission-number">{ticket.admissionNumber}</dd>
          <dt>{t('ticket.print.jobType')}</dt>
          <dd>{ticket.subjectName}</dd>
          <dt>{t('ticket.print.level')}</dt>
          <dd>{levelName(t, ticket.subjectLevel)}</dd>
          <dt>{t('ticket.print.idNumber')}</dt>
          <dd>{ticket.idNumberMasked || '—'}</dd>
          <dt>{t('ticket.print.time')}</dt>
          <dd>{formatWindow(ticket.startsAt, ticket.endsAt)}</dd>
          <dt>{t('ticket.print.venue')}</dt>
          <dd>
            {ticket.venueName}
            {ticket.venueAddress && <span className="kx-ticket-address">{ticket.venueAddress}</span>}
          </dd>
          <dt>{t('ticket.print.room')}</dt>
          <dd className="kx-ticket-strong">{ticket.roomName}</dd>
          <dt>{t('ticket.print.seat')}</dt>
          <dd className="kx-ticket-seat">{ticket.seat}</dd>
        </dl>
        <div className="kx-ticket-side">
          <Avatar src={ticket.photo || undefined} alt={ticket.name} size={120} />
          {/* One number on the ticket, the admission number: the QR code carries the signed ticket number for the scanner. */}
          <QrCode matrix={ticket.qr} size={132} label={t('ticket.print.qr')} />
        </div>
      </div>
      <section className="kx-ticket-rules">
        <h2>{t('ticket.print.rulesTitle')}</h2>
        <ol>
          {RULES.map((rule) => (
            <li key={rule}>{t(`ticket.print.rules.${rule}`)}</li>
          ))}
        </ol>
        <p className="kx-ticket-note">{t('ticket.print.signatureNote')}</p>
      </section>
    </article>
  );
}

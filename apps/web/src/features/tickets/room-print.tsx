import type { PrintableTicket } from '@kaoshi/contracts';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { AdmissionTicket } from '../../components/admission-ticket';

/**
 * A room's tickets printed in one go: rendered beside the console (hidden on screen), and while
 * printing the page shows only them, one ticket per A4 page.
 */
export function RoomPrint({ tickets, onDone }: { tickets: PrintableTicket[] | null; onDone: () => void }) {
  useEffect(() => {
    if (!tickets) return;
    document.body.classList.add('ticket-printing');
    const finish = () => {
      document.body.classList.remove('ticket-printing');
      onDone();
    };
    window.addEventListener('afterprint', finish, { once: true });
    // Give the browser a frame to lay the tickets out before the print dialog copies the page.
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', finish);
      document.body.classList.remove('ticket-printing');
    };
  }, [tickets, onDone]);
  if (!tickets) return null;
  return createPortal(
    <div className="ticket-print-root" data-testid="room-print">
      {tickets.map((ticket) => (
        <AdmissionTicket key={ticket.ticketNumber} ticket={ticket} />
      ))}
    </div>,
    document.body,
  );
}

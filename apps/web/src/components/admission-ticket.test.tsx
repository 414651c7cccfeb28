import type { PrintableTicket } from '@kaoshi/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { AdmissionTicket } from './admission-ticket';

afterEach(cleanup);

const TICKET: PrintableTicket = {
  ticketNumber: 'KX7-ABCDEFGHJK',
  examName: '电工理论考试',
  subjectName: '电工',
  subjectLevel: 4,
  startsAt: Date.UTC(2030, 2, 4, 1),
  endsAt: Date.UTC(2030, 2, 4, 3),
  durationMinutes: 120,
  venueName: '北区培训中心',
  venueAddress: '',
  roomName: '101 室',
  seat: 12,
  name: '李明',
  admissionNumber: 'K000000428',
  className: null,
  gender: 'M',
  idNumberMasked: '1101**********1234',
  photo: '',
  qrText: 'KX:KX7-ABCDEFGHJK.sig',
  qr: { size: 1, rows: ['1'] },
};

describe('the printed admission ticket', () => {
  beforeAll(() => setLanguage('zh'), 30_000);

  it('names the job type and level, and shows one number: the admission number', () => {
    render(<AdmissionTicket ticket={TICKET} />);
    const text = screen.getByTestId('ticket-KX7-ABCDEFGHJK').textContent ?? '';
    expect(text).toContain('工种电工');
    expect(text).toContain('等级四级 · 中级工');
    expect(text).toContain('准考证号K000000428');
    expect(text).not.toContain('准考证编号');
    expect(text).not.toContain(TICKET.ticketNumber);
  });
});

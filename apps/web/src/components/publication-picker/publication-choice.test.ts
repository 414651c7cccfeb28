import type { PublicationOption } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialPublication,
  orderPublications,
  rememberedPublication,
  rememberPublication,
  runningPublication,
} from './publication-choice';

const option = (publicationId: number, state: PublicationOption['state']): PublicationOption => ({
  publicationId,
  name: `Exam ${publicationId}`,
  kind: 'normal',
  state,
  startsAt: 0,
  endsAt: 1,
});

describe('choosing the exam to watch', () => {
  const options = [option(1, 'closed'), option(2, 'published'), option(3, 'open'), option(4, 'draft'), option(5, 'open')];

  it('lists open exams first, then coming ones, then the rest, keeping the server order within each', () => {
    expect(orderPublications(options).map((o) => o.publicationId)).toEqual([3, 5, 2, 1, 4]);
  });

  it('with nothing running, returns to the remembered exam while it is still listed, else the first', () => {
    const ordered = orderPublications(options);
    expect(initialPublication(ordered, 1, 5)).toBe(1);
    expect(initialPublication(ordered, 99, 5)).toBe(3);
    expect(initialPublication(ordered, null, 5)).toBe(3);
    expect(initialPublication([], null, 5)).toBeUndefined();
  });

  it('opens on the exam running now, not the newest publication nor yesterday’s remembered one', () => {
    const at = (publicationId: number, state: PublicationOption['state'], startsAt: number, endsAt: number) => ({
      ...option(publicationId, state),
      startsAt,
      endsAt,
    });
    const now = 10_000;
    // The server lists the latest window first: tomorrow's exam, then a week-long practice window
    // (open for days), then this morning's sitting, then yesterday's (remembered by this browser).
    const ordered = orderPublications([
      at(40, 'published', now + 86_400_000, now + 90_000_000),
      at(30, 'open', now - 3_000, now + 7_000),
      at(20, 'open', now - 500_000_000, now + 500_000_000),
      at(10, 'closed', now - 86_400_000, now - 80_000_000),
      at(50, 'draft', now - 1, now + 1),
    ]);
    expect(runningPublication(ordered, now)).toBe(30);
    expect(initialPublication(ordered, 10, now)).toBe(30);
    expect(initialPublication(ordered, null, now)).toBe(30);
    // A remembered exam that is running wins over another running one.
    expect(initialPublication(ordered, 20, now)).toBe(20);
    // Judged at the time it is asked, not by the state the list was read with: the sitting has ended.
    expect(initialPublication(ordered, null, now + 8_000)).toBe(20);
  });

  it('remembers the last choice in local storage', () => {
    rememberPublication(42);
    expect(rememberedPublication()).toBe(42);
    localStorage.setItem('live.publicationId', 'nonsense');
    expect(rememberedPublication()).toBeNull();
  });
});

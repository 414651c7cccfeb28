import type { PublicationOption } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { initialPublication, orderPublications, rememberedPublication, rememberPublication } from './publication-choice';

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

  it('returns to the remembered exam while it is still listed, else the first', () => {
    const ordered = orderPublications(options);
    expect(initialPublication(ordered, 1)).toBe(1);
    expect(initialPublication(ordered, 99)).toBe(3);
    expect(initialPublication(ordered, null)).toBe(3);
    expect(initialPublication([], null)).toBeUndefined();
  });

  it('remembers the last choice in local storage', () => {
    rememberPublication(42);
    expect(rememberedPublication()).toBe(42);
    localStorage.setItem('live.publicationId', 'nonsense');
    expect(rememberedPublication()).toBeNull();
  });
});

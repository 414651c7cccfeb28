import { type AddPublicationBody, addPublicationBody, type PublicationRecord } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, copyValuesOf, formValuesOf, NEW_PUBLICATION, toMinute, windowShorterThanDuration } from './publication-values';

const HOUR = 3_600_000;
const NOW = Date.UTC(2030, 4, 20, 9, 30);

/** A saved publication's fields as a body, which the form must give back unchanged. */
const BODY: AddPublicationBody = {
  name: 'Welding spring',
  kind: 'normal',
  classIds: [4, 5],
  parentPublicationId: null,
  paperId: 3,
  noticeId: 2,
  startsAt: NOW + HOUR,
  endsAt: NOW + 3 * HOUR,
  durationMinutes: 90,
  attemptsAllowed: 2,
  resultVisibility: 'immediate',
  fullscreenRequired: 1,
  tabSwitchLimit: 3,
  blockCopyPaste: 0,
};

const record = (over: Partial<PublicationRecord> = {}): PublicationRecord => ({
  ...BODY,
  publicationId: 7,
  paperName: 'Safety',
  noticeTitle: 'Rules',
  parentPublicationName: null,
  classNames: ['A', 'B'],
  durationMinutes: 90,
  fullscreenRequired: 1,
  blockCopyPaste: 0,
  storedState: 'draft',
  state: 'draft',
  candidateCount: 30,
  attemptCount: 0,
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

describe('form values and the call body', () => {
  it('a saved publication comes back unchanged through the form, dates as the same epoch milliseconds', () => {
    const body = bodyOf(formValuesOf(record()));
    expect(body).toEqual(BODY);
    expect(addPublicationBody.parse(body)).toEqual(body);
  });

  it('switches are booleans in the form and 0/1 flags in the body', () => {
    const values = formValuesOf(record({ fullscreenRequired: 0, blockCopyPaste: 1 }));
    expect([values.fullscreenRequired, values.blockCopyPaste]).toEqual([false, true]);
    expect(bodyOf(values)).toMatchObject({ fullscreenRequired: 0, blockCopyPaste: 1 });
  });

  it('a supplementary publication sends the publication it re-examines and no batches', () => {
    const values = { ...formValuesOf(record()), kind: 'supplementary' as const, parentPublicationId: 11 };
    expect(bodyOf(values)).toMatchObject({ kind: 'supplementary', parentPublicationId: 11, classIds: [] });
  });

  it('a normal publication never sends a parent left over from switching kinds', () => {
    const values = { ...formValuesOf(record()), parentPublicationId: 11 };
    expect(bodyOf(values)).toMatchObject({ kind: 'normal', parentPublicationId: null, classIds: [4, 5] });
  });

  it('no notice and a blank duration: null notice, and the server takes the paper duration', () => {
    const body = bodyOf({
      ...NEW_PUBLICATION,
      name: '  Spring  ',
      paperId: 3,
      classIds: [4],
      startsAt: NOW,
      endsAt: NOW + HOUR,
      noticeId: undefined,
      durationMinutes: null,
    });
    expect(body.name).toBe('Spring');
    expect(body.noticeId).toBeNull();
    expect('durationMinutes' in body).toBe(false);
    expect(addPublicationBody.parse(body)).toMatchObject({ attemptsAllowed: 1, resultVisibility: 'afterClose', tabSwitchLimit: 0 });
  });
});

describe('copying a publication as a new draft', () => {
  it('keeps every setting under the new name and a window still to come', () => {
    const copy = copyValuesOf(record({ state: 'published', storedState: 'published' }), 'Welding spring (copy)', NOW);
    expect(copy).toEqual({ ...formValuesOf(record()), name: 'Welding spring (copy)' });
  });
  it('leaves the window to choose when the original one has begun', () => {
    const copy = copyValuesOf(record({ startsAt: NOW - HOUR, endsAt: NOW + HOUR, state: 'open' }), 'Again', NOW);
    expect([copy.startsAt, copy.endsAt]).toEqual([null, null]);
    expect(copy.classIds).toEqual([4, 5]);
  });
});

describe('window checks', () => {
  it('warns when the window is shorter than the duration', () => {
    expect(windowShorterThanDuration(NOW, NOW + HOUR, 90)).toBe(true);
    expect(windowShorterThanDuration(NOW, NOW + 2 * HOUR, 90)).toBe(false);
    expect(windowShorterThanDuration(NOW, NOW + 90 * 60_000, 90)).toBe(false);
  });
  it('says nothing while a date or the duration is missing, or the end is before the start (another rule says so)', () => {
    expect(windowShorterThanDuration(null, NOW, 90)).toBe(false);
    expect(windowShorterThanDuration(NOW, NOW + HOUR, null)).toBe(false);
    expect(windowShorterThanDuration(NOW, NOW - HOUR, 90)).toBe(false);
  });
  it('sets times to the minute', () => {
    expect(toMinute(NOW + 59_999)).toBe(NOW);
  });
});

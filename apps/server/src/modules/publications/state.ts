import type { PublicationState, PublicationStoredState } from '@kaoshi/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A publication's shown state: the stored one (draft, published, withdrawn) with the server's
 * clock applied to a published one. The record and the list's filter must agree, so both live
 * here side by side.
 */
export function publicationState(
  stored: PublicationStoredState,
  window: { startsAt: number; endsAt: number },
  now: number,
): PublicationState {
  if (stored !== 'published') return stored;
  if (now < window.startsAt) return 'published';
  return now < window.endsAt ? 'open' : 'closed';
}

/** Keeps the publications in the given shown state at `now` (in SQL, so paging stays in SQL). */
export function whereState<O>(base: SelectQueryBuilder<Database, 'publications', O>, state: PublicationState, now: number) {
  if (state === 'draft' || state === 'withdrawn') return base.where('publications.state', '=', state);
  const published = base.where('publications.state', '=', 'published');
  if (state === 'published') return published.where('publications.startsAt', '>', now);
  if (state === 'open') return published.where('publications.startsAt', '<=', now).where('publications.endsAt', '>', now);
  return published.where('publications.endsAt', '<=', now);
}

/**
 * Whether the publication may still be edited or deleted: a draft, or published but before its
 * window and before anyone started (attempts are checked by the caller). Once candidates can
 * enter, only an extension and extra time change it.
 */
export const beforeAnyoneCanEnter = (stored: PublicationStoredState, startsAt: number, now: number) =>
  stored === 'draft' || (stored === 'published' && now < startsAt);

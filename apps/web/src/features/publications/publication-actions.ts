import type { PublicationRecord, PublicationState } from '@kaoshi/contracts';

export type PublicationAction = 'edit' | 'publish' | 'delete' | 'withdraw' | 'extend' | 'closeEarly' | 'log' | 'copy';

/**
 * What a row offers, from its state (computed by the server clock) and its attempts (docs/REQUIREMENTS.md §8.1):
 * a draft is edited, published or deleted; a published one may still be edited or deleted before
 * its window while nobody has started; the window of a published or open one can be extended;
 * withdrawing is possible only before any attempt starts; an open one that has attempts may be closed
 * early (the server checks everyone has finished and is marked). The log and a copy are always there.
 * The server checks all of this again; the list only hides what it would refuse.
 */
export function allowedActions(row: Pick<PublicationRecord, 'state' | 'attemptCount'>): PublicationAction[] {
  const untouched = row.attemptCount === 0;
  const live = row.state === 'published' || row.state === 'open';
  const actions: PublicationAction[] = [];
  if (row.state === 'draft') actions.push('edit', 'publish', 'delete');
  if (row.state === 'published' && untouched) actions.push('edit', 'delete');
  if (live) actions.push('extend');
  if (live && untouched) actions.push('withdraw');
  if (row.state === 'open' && !untouched) actions.push('closeEarly');
  actions.push('log', 'copy');
  return actions;
}

/** Why a row cannot be deleted (its tick is disabled and says this on hover), or null when it can. */
export type DeleteBlock = 'open' | 'closed' | 'withdrawn' | 'started';

export function deleteBlock(row: Pick<PublicationRecord, 'state' | 'attemptCount'>): DeleteBlock | null {
  if (allowedActions(row).includes('delete')) return null;
  return row.state === 'published' || row.state === 'draft' ? 'started' : row.state;
}

/** The colour of each state's tag: the live ones stand out, the finished ones recede. */
export const STATE_COLOURS: Record<PublicationState, string> = {
  draft: 'default',
  published: 'blue',
  open: 'green',
  closed: 'purple',
  withdrawn: 'red',
};

/** Every state the list can be filtered by, in the order a publication goes through them. */
export const SHOWN_STATES: PublicationState[] = ['draft', 'published', 'open', 'closed', 'withdrawn'];

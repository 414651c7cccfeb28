import type { PublicationOption, PublicationState } from '@kaoshi/contracts';

/** Open exams first (those a proctor watches now), then those still to come, then the rest. */
const STATE_RANK: Record<PublicationState, number> = { open: 0, published: 1, closed: 2, draft: 3, withdrawn: 4 };

export function orderPublications(options: readonly PublicationOption[]): PublicationOption[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => STATE_RANK[a.option.state] - STATE_RANK[b.option.state] || a.index - b.index)
    .map(({ option }) => option);
}

/** Published (not a draft, not withdrawn) and inside its window at `now`. */
const runsAt = (option: PublicationOption, now: number) =>
  (option.state === 'open' || option.state === 'published' || option.state === 'closed') && option.startsAt <= now && now < option.endsAt;

/**
 * The exam running now: of those inside their window, the one that started last (a sitting that
 * began this morning before a week-long window that opened days ago), then the one ending first.
 * Judged at `now` rather than by the state the list was read with, which may be minutes old.
 */
export function runningPublication(options: readonly PublicationOption[], now: number): number | undefined {
  return options
    .filter((option) => runsAt(option, now))
    .sort((a, b) => b.startsAt - a.startsAt || a.endsAt - b.endsAt || b.publicationId - a.publicationId)[0]?.publicationId;
}

/**
 * The exam a view opens on when its address names none (or one no longer listed): the one this
 * browser remembers if it is running now, else the one running now, else the remembered one while
 * still listed, else the first in order. The newest publication is not a good guess: on exam day it
 * is often tomorrow's, and a remembered exam from yesterday is not today's either.
 */
export function initialPublication(ordered: readonly PublicationOption[], remembered: number | null, now = Date.now()): number | undefined {
  const rememberedOption = remembered === null ? undefined : ordered.find((option) => option.publicationId === remembered);
  if (rememberedOption && runsAt(rememberedOption, now)) return rememberedOption.publicationId;
  return runningPublication(ordered, now) ?? rememberedOption?.publicationId ?? ordered[0]?.publicationId;
}

const STORAGE_KEY = 'live.publicationId';

export function rememberedPublication(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  const value = Number(storage.getItem(STORAGE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}
export function rememberPublication(publicationId: number, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(STORAGE_KEY, String(publicationId));
}

import type { PublicationOption, PublicationState } from '@kaoshi/contracts';

/** Open exams first (those a proctor watches now), then those still to come, then the rest. */
const STATE_RANK: Record<PublicationState, number> = { open: 0, published: 1, closed: 2, draft: 3, withdrawn: 4 };

export function orderPublications(options: readonly PublicationOption[]): PublicationOption[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => STATE_RANK[a.option.state] - STATE_RANK[b.option.state] || a.index - b.index)
    .map(({ option }) => option);
}

/** The remembered choice while it is still in the list, else the first in order. */
export function initialPublication(ordered: readonly PublicationOption[], remembered: number | null): number | undefined {
  if (remembered !== null && ordered.some((option) => option.publicationId === remembered)) return remembered;
  return ordered[0]?.publicationId;
}

const STORAGE_KEY = 'live.publicationId';

export function rememberedPublication(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  const value = Number(storage.getItem(STORAGE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}
export function rememberPublication(publicationId: number, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(STORAGE_KEY, String(publicationId));
}

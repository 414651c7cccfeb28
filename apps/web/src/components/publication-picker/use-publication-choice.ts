import type { PublicationOption } from '@kaoshi/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { initialPublication, rememberedPublication, rememberPublication } from './publication-choice';

/** The address's query parameter naming the exam a view shows. */
export const PUBLICATION_PARAM = 'publicationId';

/** The address of a view showing `publicationId` (a link from elsewhere, the answer sheet's way back). */
export const withPublication = (path: string, publicationId: number) => `${path}?${PUBLICATION_PARAM}=${publicationId}`;

/**
 * The exam a view (the live view, marking) shows, held in the address's query: a choice stays put
 * whatever else is published, listed or remembered meanwhile, the page's tab returns to it, and the
 * live and marking tabs of one page share it. Without one (or one no longer listed) the view opens
 * on the exam running now (initialPublication) and writes it into the address at once, so the view
 * does not move to another exam when one starts or the list is read again.
 */
export function usePublicationChoice(ordered: readonly PublicationOption[], loaded: boolean) {
  const [params, setParams] = useSearchParams();
  // A kept page renders on while another page's address is shown: that address is not its own.
  const { pathname } = useLocation();
  const [home] = useState(pathname);
  const here = pathname === home;
  // A choice counts at once: the router applies the new address in a transition, and a ticket
  // scanned in that moment must go to the exam just chosen, not the one before.
  const raw = params.get(PUBLICATION_PARAM);
  const [pending, setPending] = useState<{ id: number; over: string | null } | null>(null);
  // Once the address has moved on, it speaks again (even if it later returns to the old value).
  if (pending && pending.over !== raw) setPending(null);
  const asked = Number(pending && pending.over === raw ? pending.id : raw);
  const named = ordered.some((option) => option.publicationId === asked) ? asked : undefined;
  const resolved = named ?? (loaded ? initialPublication(ordered, rememberedPublication()) : undefined);
  // What was shown on the page's own address, kept while another page's is current.
  const [shown, setShown] = useState(resolved);
  if (here && shown !== resolved) setShown(resolved);
  const publicationId = here ? resolved : shown;

  const pin = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PUBLICATION_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  const choose = (id: number) => {
    rememberPublication(id);
    setPending({ id, over: raw });
    pin(id);
  };
  // Pins the default (already what is shown) in the address: effects run only while the page is
  // shown (a kept page is hidden).
  useEffect(() => {
    if (here && named === undefined && publicationId !== undefined) pin(publicationId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pin is rebuilt each render; the ids decide
  }, [here, named, publicationId]);
  return { publicationId, choose };
}

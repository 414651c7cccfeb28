import { useEffect } from 'react';

/** Spec: visiting examinationSituation sets the stored flag `showBySituation` to true. */
export const SHOW_BY_SITUATION = 'showBySituation';

export function useShowBySituation() {
  useEffect(() => localStorage.setItem(SHOW_BY_SITUATION, 'true'), []);
}

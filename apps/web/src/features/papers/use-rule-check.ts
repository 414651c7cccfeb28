import type { RuleCheckResult } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkPaperRules, type RuleCheckAnswer } from './api';
import { type DraftRule, ruleInputs, rulesComplete } from './paper-model';

/** Long enough that typing "12" asks the bank once, short enough to feel live. */
const CHECK_DELAY_MS = 500;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface RuleCheck {
  /** The bank's answer for the rules as they are on screen (never for an older version of them). */
  answer: RuleCheckAnswer | undefined;
  checking: boolean;
  recheck: () => void;
  /** Shows availability the server sent with a refused save, without asking again. */
  show: (result: RuleCheckResult) => void;
}

/** Asks the bank, shortly after the rules stop changing, whether it can fill them. */
export function useRuleCheck(courseId: number | undefined, rules: readonly DraftRule[], enabled: boolean): RuleCheck {
  const queryClient = useQueryClient();
  const request = enabled && courseId !== undefined && rulesComplete(rules) ? JSON.stringify({ courseId, rules: ruleInputs(rules) }) : null;
  const settled = useDebounced(request, CHECK_DELAY_MS);
  const keyOf = (body: string | null) => ['papers', 'rule-check', body];
  const query = useQuery({
    queryKey: keyOf(settled),
    queryFn: () => checkPaperRules(JSON.parse(settled!)),
    enabled: settled !== null,
    refetchOnWindowFocus: false,
  });
  const current = settled === request;
  return {
    answer: request !== null && current ? query.data : undefined,
    checking: request !== null && (!current || query.isFetching),
    recheck: () => void (current && query.refetch()),
    show: (result) => void (request !== null && queryClient.setQueryData(keyOf(request), { result })),
  };
}

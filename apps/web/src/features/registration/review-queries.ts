import { useQueryClient } from '@tanstack/react-query';

/**
 * The query keys of the reviewers' lists: every filter, page and sort of a list is its own entry
 * under its key, and each stays fresh for a while (staleTime), as do a hidden tab's.
 */
export const REVIEW_KEYS = { registrations: 'registrations', groups: 'registrationGroups', group: 'registrationGroup' } as const;

/**
 * After any review decision (one application, a batch approval, a group passed or failed, a new
 * group): marks every cached view of the queue, the group list and the group details stale and
 * refetches those on screen. Refetching only the view on screen left the others (another status
 * filter, the count tags' views, the other tab) showing the old statuses and counts: a group's
 * decision changes its members' applications, an application's decision the counts everywhere.
 */
export function useReviewRefresh() {
  const client = useQueryClient();
  return () => {
    for (const key of Object.values(REVIEW_KEYS)) void client.invalidateQueries({ queryKey: [key] });
  };
}

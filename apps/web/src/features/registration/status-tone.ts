import type { GroupStatus, RegistrationStatus } from '@kaoshi/contracts';

/** The colour each audit status shows in, on the candidate's page and the review screens alike. */
export const STATUS_TONE: Record<RegistrationStatus, 'default' | 'processing' | 'success' | 'error' | 'warning'> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'warning',
  5: 'warning',
};
export const GROUP_TONE: Record<GroupStatus, 'processing' | 'success' | 'error'> = { 0: 'processing', 1: 'success', 2: 'error' };

import type { AuditFields, AuditTargetType } from '@kaoshi/contracts';
import type { AuditTarget } from './recorder.js';

/**
 * A kind of record's audit read built from its module's own `get`: the eight standard calls use
 * it (plugins/crud-routes.ts). Records read another way have their target in their own module
 * (modules/<module>/audit-target.ts).
 */

/** A target read through the module's own "get one" (which may throw when it is gone). */
export const recordTarget = (type: AuditTargetType, get: (id: number) => Promise<unknown>): AuditTarget => ({
  type,
  load: async (_request, id) => (await get(id)) as AuditFields | undefined,
});

import { z } from 'zod';

/** A size in megabytes, up to 4 GB. */
export const megabytes = (fallback: number) => z.coerce.number().positive().max(4096).default(fallback);

export const toBytes = (megabytes: number) => Math.floor(megabytes * 1024 * 1024);

/** A comma list, trimmed, empty items dropped. */
export const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A count allowed per minute or hour (rate limits). */
export const perPeriod = (fallback: number) => z.coerce.number().int().positive().default(fallback);

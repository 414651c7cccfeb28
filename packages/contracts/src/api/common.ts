import { z } from 'zod';

/** Lists take page and limit (DESIGN.md "API conventions"). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A positive database id from a path segment. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** Optional text filter from a query string: blank means "no filter". */
export const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : undefined));

/** A 0/1 flag from a form, query string or JSON. */
export const flag01 = z.coerce.number().int().min(0).max(1);

/**
 * A list of ids from a form body: repeated fields arrive as an array, a single field as a
 * string, and "1,2,3" is accepted too.
 */
export const idList = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).filter((item) => item !== '');
}, z.array(z.coerce.number().int().positive().max(2147483647)).max(1000));

/** A list of strings from a form body, the same way. */
export const stringList = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}, z.array(z.string().min(1).max(64)).max(100));

import { z } from 'zod';
import { isAllowedLinkUrl, isAllowedMediaUrl } from '../rich-text/url-policy.js';
import { RICH_TEXT_MAX_LENGTH } from '../rich-text/whitelist.js';
import { URL_ISSUE } from '../validation.js';

/** Lists take page and limit (docs/REQUIREMENTS.md §14). */
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

/** Rich text from the editor, at most 1,000,000 characters; the server sanitises it before saving. */
export const richText = z.string().max(RICH_TEXT_MAX_LENGTH).default('');

/**
 * An image address in a URL field (student photo, avatar): the same policy as rich text's
 * images (rich-text/url-policy.ts): the editor's files or https:, never another /api path;
 * empty for none. `mediaUrlText` has no default: an update leaves an absent one as stored.
 */
export const mediaUrlText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || isAllowedMediaUrl(value), { message: URL_ISSUE.media });
export const mediaUrl = (max = 500) => mediaUrlText(max).default('');

/** An absolute http(s) address opened as a link (external tasks, external menus), never an /api path. */
export const httpLinkUrl = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => /^https?:\/\/[^\s/$.?#\\][^\s\\]*$/i.test(value) && isAllowedLinkUrl(value), { message: URL_ISSUE.link });

/** A 0/1 flag from a form, query string or JSON. */
export const flag01 = z.coerce.number().int().min(0).max(1);

/**
 * A list of ids from a form body: repeated fields arrive as an array, a single field as a
 * string, and "1,2,3" is accepted too.
 */
export const idList = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).filter((item) => item !== '');
  },
  z.array(z.coerce.number().int().positive().max(2147483647)).max(1000),
);

/** A list of strings from a form body, the same way. */
export const stringList = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    const items = Array.isArray(value) ? value : [value];
    return items
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '');
  },
  z.array(z.string().min(1).max(64)).max(100),
);

/** The largest id a 32-bit integer column holds. */
const MAX_ID = 2147483647;

/** A blank query value ('' from an emptied filter) reads as "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional query filter of the given kind; blank ('' from an emptied field) means "no filter". */
export const blankable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** An optional id filter from a query string. */
export const optionalId = blankable(z.coerce.number().int().positive().max(MAX_ID));

/** An optional 0/1 filter from a query string; blank means "no filter". */
export const optionalFlag = blankable(flag01);

/** A required id in a body (form or JSON). */
export const requiredId = z.coerce.number().int().positive().max(MAX_ID);

/** Table sort order as the web's table reports it. */
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `sortField` + `sortOrder` for a list, limited to the given columns: anything else is refused
 * rather than passed to SQL.
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.object({
    sortField: blankable(z.enum(fields)),
    sortOrder: blankable(z.enum(SORT_ORDERS)),
  });
}
export interface SortParams {
  sortField?: string;
  sortOrder?: SortOrder;
}

/** A list's query: page and limit, the given filters, and sorting by one of `sortFields`. */
export function listQuery<const S extends z.ZodRawShape, const F extends readonly [string, ...string[]]>(filters: S, sortFields: F) {
  return pageQuery.extend(filters).extend(sortQuery(sortFields).shape);
}

/** "Contains" filters on name and code, which every organisation list has. */
export const nameCodeFilters = { name: optionalFilter, code: optionalFilter };

/** Filters by the levels of the organisation tree above a record. */
export const placementFilters = { schoolId: optionalId, departmentId: optionalId, subjectId: optionalId };

/** A non-empty list of ids for batch calls: `{ids: [1, 2]}` (or a form's repeated field). */
export const batchIdsBody = z.object({
  ids: idList.refine((ids) => ids.length > 0, { message: 'ids needs at least 1 item(s)' }),
});
export type BatchIdsBody = z.infer<typeof batchIdsBody>;

/** A record's code: short, no spaces, safe in file names and URLs. */
export const recordCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_.-]+$/, { message: 'code may use letters, digits and _ . - only' });

export const recordName = z.string().trim().min(1).max(100);

/** Free text with a length limit; missing means empty. */
export const optionalText = (max: number) => z.string().trim().max(max).default('');

/** A phone number as people write it: digits, spaces, dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 -]{5,20}$/;
export const optionalPhone = z
  .union([z.literal(''), z.string().trim().regex(PHONE_PATTERN, { message: 'phone is not a valid phone number' })])
  .default('');

export const optionalEmail = z.union([z.literal(''), z.string().trim().email().max(128)]).default('');

/** A moment as epoch milliseconds, up to 2100-01-01. */
export const momentMs = z.coerce.number().int().min(0).max(4_102_444_800_000);

/** An optional moment in a query string; blank means "not given". */
export const momentFilter = blankable(momentMs);

/** A moment as epoch milliseconds, or null when not set (blank reads as null). */
export const optionalEpochMs = z.preprocess((value) => (value === '' || value === undefined ? null : value), momentMs.nullable());

import { z } from 'zod';
import { commaList } from './schema-parts.js';

/** Origins (scheme://host[:port]) another site's pages may call the API from; none by default. */
const corsOriginsSchema = z
  .string()
  .default('')
  .transform(commaList)
  .pipe(
    z.array(
      z.string().refine(
        (item) => {
          try {
            const url = new URL(item);
            const exact = url.origin === item.toLowerCase().replace(/\/$/, '');
            return (url.protocol === 'https:' || url.protocol === 'http:') && exact && !item.includes('*');
          } catch {
            return false;
          }
        },
        { message: 'CORS_ORIGINS takes origins such as https://exam.example.org, comma-separated (no paths, no *)' },
      ),
    ),
  )
  .transform((items) => items.map((item) => new URL(item).origin));

/** CONFIGURATION.md "Browsers and headers". */
export const browsersEnv = {
  CORS_ORIGINS: corsOriginsSchema,
  /** Strict-Transport-Security on https responses; 0 sends none. */
  HSTS_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 * 365 * 86400)
    .default(180 * 86400),
};

export interface BrowserSettings {
  /** Cross-origin callers allowed (CORS); empty: none. */
  corsOrigins: string[];
  /** Strict-Transport-Security max-age on https responses; 0: none. */
  hstsMaxAgeSeconds: number;
}

export const browserSettings = (e: z.infer<z.ZodObject<typeof browsersEnv>>): BrowserSettings => ({
  corsOrigins: e.CORS_ORIGINS,
  hstsMaxAgeSeconds: e.HSTS_MAX_AGE_SECONDS,
});

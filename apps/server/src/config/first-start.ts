import { type Lang, LANGS } from '@kaoshi/contracts';
import { z } from 'zod';

/**
 * The language the first start writes the demo data and the first accounts' names in, when
 * DEMO_LANGUAGE does not say: the process's locale (LC_ALL, else LANG, as POSIX ranks them) when
 * it names one of the product's languages (`ja_JP.UTF-8` → ja). Otherwise Chinese: the product
 * certifies against China's national occupational standards and its centres are Chinese, while a
 * server's locale is mostly the image's `C`/`POSIX` or unset and says nothing about the people
 * who will sign in.
 */
export function demoLanguageFromLocale(env: Record<string, string | undefined>): Lang {
  const locale = env.LC_ALL || env.LANG || '';
  const base = /^([a-z]{2,3})(?:[_.@-]|$)/i.exec(locale)?.[1]?.toLowerCase();
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : 'zh';
}

/** CONFIGURATION.md "First start and demo data". */
export const firstStartEnv = {
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** The demo exam (seed/demo-exam.ts); on whenever SEED_DEMO is, unless set to 0. */
  SEED_DEMO_EXAM: z.enum(['0', '1']).optional(),
  /** The language of the demo data and the first accounts' names (seed/demo-text/); see demoLanguageFromLocale. */
  DEMO_LANGUAGE: z.enum(LANGS).optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
};

export interface FirstStartSettings {
  seedDemo: boolean;
  /** A published demo exam for the demo student (seed/demo-exam.ts). */
  seedDemoExam: boolean;
  /** What the first start writes the demo data and the seeded accounts' names in. */
  demoLanguage: Lang;
  adminPassword?: string;
}

/** `given` is the environment as set, for its locale. */
export function firstStartSettings(
  e: z.infer<z.ZodObject<typeof firstStartEnv>> & { DATABASE_URL?: string },
  given: Record<string, string | undefined>,
): FirstStartSettings {
  // The embedded database is the "try it now" setup, so it gets demo data unless told not to.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL;
  return {
    seedDemo,
    seedDemoExam: e.SEED_DEMO_EXAM ? e.SEED_DEMO_EXAM === '1' : seedDemo,
    demoLanguage: e.DEMO_LANGUAGE ?? demoLanguageFromLocale(given),
    adminPassword: e.ADMIN_PASSWORD,
  };
}

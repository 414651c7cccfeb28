import { en } from './en';
import { es } from './es';
import { ja } from './ja';
import { zh } from './zh';

/** All four catalogues at once, for the tests that compare them; the app loads one language at a time (i18n/index.ts). */
export const CATALOGUES = { en, zh, es, ja } as const;

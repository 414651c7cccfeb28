import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** All four catalogues at once, for the tests that compare them; the app loads one language at a time (./index.ts). */
export const CATALOGUES = { en, zh, es, ja } as const;

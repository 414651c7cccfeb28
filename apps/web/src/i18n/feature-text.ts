import type { Lang } from '@kaoshi/contracts';
import type { Shape } from './locales/en';

/**
 * A feature's text in the four languages in one module; every language must have exactly the
 * English keys. Prefer one module per language (`features/<name>/text/<lang>.ts`, typed
 * `Shape<typeof en>`): a module imported by the English catalogue lands in the app's first
 * download with every language it holds.
 */
export type FeatureText<T> = { en: T } & Record<Exclude<Lang, 'en'>, Shape<T>>;

import type { Lang } from '@kaoshi/contracts';
import type { Shape } from './locales/en';

/** A feature's text in the four languages; every language must have exactly the English keys. */
export type FeatureText<T> = { en: T } & Record<Exclude<Lang, 'en'>, Shape<T>>;

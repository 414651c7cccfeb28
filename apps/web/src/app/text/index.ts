import { registerCatalogues } from '../../i18n';
import { en } from './en';

/**
 * Hands the catalogues to i18n: English now (it is in the first download), the others when
 * chosen, one download each. Settles once the starting language's catalogue is in (at once for
 * English): main.tsx renders after it, so no English flashes first. The web tests' setup imports
 * this module too.
 */
export const initialLanguageLoaded = registerCatalogues(en, {
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});

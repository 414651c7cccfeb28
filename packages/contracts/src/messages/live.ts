import type { Catalogue } from './catalogue.js';

/** The live channel and proctor actions. */
export const LIVE_MESSAGES = {
} satisfies Catalogue;

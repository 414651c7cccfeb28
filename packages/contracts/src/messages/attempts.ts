import type { Catalogue } from './catalogue.js';

/** Taking an exam: starting, saving answers, submitting. */
export const ATTEMPTS_MESSAGES = {
} satisfies Catalogue;

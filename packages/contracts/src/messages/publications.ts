import type { Catalogue } from './catalogue.js';

/** Publishing exams: windows, states, eligibility, extensions. */
export const PUBLICATIONS_MESSAGES = {
} satisfies Catalogue;

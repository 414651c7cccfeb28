/** The four product languages and the shape of a message catalogue. */
export const LANGS = ['en', 'zh', 'es', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

export type Catalogue = Record<string, Record<Lang, string>>;

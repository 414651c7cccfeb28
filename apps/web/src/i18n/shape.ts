/**
 * A text module's shape in another language: the same keys as the English module, any strings.
 * Every area keeps its text in `text/<lang>.ts` beside its code (features/<name>/text, layout/text,
 * editor/text, i18n/text for the words the whole app shares), English being the shape the other
 * three fill (`Shape<typeof en>`); app/text/<lang>.ts gathers them into one catalogue per language.
 */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

import { z } from 'zod';

/**
 * Characters a person's name never holds and that make one name look like another on screen:
 * control characters (Cc), format characters (Cf: the bidi embeddings and overrides U+202A–202E,
 * isolates U+2066–2069, marks U+200E/U+200F/U+061C, zero-width spaces and joiners, U+FEFF), every
 * default-ignorable code point (fillers, variation selectors, the soft hyphen: they render as
 * nothing) and the line and paragraph separators.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/u;

/** Whether a name is free of control, bidi and invisible characters (checked after trimming). */
export const isCleanPersonName = (name: string) => !HIDDEN_CHARACTER.test(name);

/** The message key (validation.ts ISSUE_TEXT) of a name holding such a character. */
export const PERSON_NAME_ISSUE = 'personName';

/**
 * Every field holding a person's name (sign-up, application, staff edits of candidates and users;
 * the group list's rows use isCleanPersonName): trimmed, 1 to `max` characters, nothing hidden.
 */
export const personName = (max = 64) => z.string().trim().min(1).max(max).refine(isCleanPersonName, { message: PERSON_NAME_ISSUE });

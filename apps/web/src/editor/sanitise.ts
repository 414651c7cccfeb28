import { createRichTextSanitiser, type RichTextWindow } from '@kaoshi/contracts';

/**
 * Content is sanitised when it enters the editor and when it leaves it, against the one
 * whitelist in contracts; the server applies the same sanitiser again on save.
 */
const sanitiser = createRichTextSanitiser(window as unknown as RichTextWindow);

export const sanitiseHtml = (html: string): string => sanitiser.sanitise(html);

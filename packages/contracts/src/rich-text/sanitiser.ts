/// <reference lib="dom" />
/**
 * The rich-text sanitiser: DOMPurify restricted to the whitelist, with a hook that applies
 * the per-tag attribute rules (URLs, styles, classes, chart JSON). The web passes the
 * browser's window, the server jsdom's; both run exactly this code.
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, cleanAttribute, DROPPED_WITH_CONTENT } from './whitelist.js';

/** A browser's `window`, or jsdom's. */
export type RichTextWindow = WindowLike;

export interface RichTextSanitiser {
  /** Whitelisted HTML: disallowed tags removed, disallowed attributes and style declarations stripped. */
  sanitise(html: string): string;
}

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  // DOMPurify's own URL check, narrowed to our schemes; the hook checks every URL again.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ADD_FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
  KEEP_CONTENT: true,
};

/**
 * Removing an element keeps its children where it was, which can leave a tree the parser
 * would never build (a <p> inside a <p>); serialised and parsed again it changes shape. So
 * when a pass removed an element, the sanitiser runs again until its output is stable, and
 * sanitising twice gives the same HTML. (Attributes alone never change the tree's shape.)
 */
const MAX_PASSES = 4;

export function createRichTextSanitiser(window: RichTextWindow): RichTextSanitiser {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (element, event) => {
    const value = cleanAttribute(element.nodeName.toLowerCase(), event.attrName, event.attrValue);
    if (value === null) event.keepAttr = false;
    else event.attrValue = value;
  });
  const pass = (html: string) => {
    const result = purify.sanitize(html, PURIFY_CONFIG);
    return { result, removedElements: purify.removed.some((item) => 'element' in item) };
  };
  return {
    sanitise(html) {
      let { result, removedElements } = pass(html);
      for (let count = 1; removedElements && count < MAX_PASSES; count++) {
        const again = pass(result);
        if (again.result === result) break;
        ({ result, removedElements } = again);
      }
      return result;
    },
  };
}

import DOMPurify from 'dompurify';

/**
 * Content is sanitised when it enters the editor and when it leaves it. This is the browser's
 * half; the server sanitises again on save.
 */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target', 'data-chart', 'data-chart-type', 'data-type', 'colwidth'], FORBID_TAGS: ['style', 'form', 'input'] });
}

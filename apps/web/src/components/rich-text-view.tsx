import { sanitiseHtml } from '../editor/sanitise';
import '../editor/editor.css';

/**
 * Shows stored rich text read-only. It was sanitised on save, and is sanitised again here with
 * the same whitelist: a value that reached the database another way still cannot run script.
 */
export function RichTextView({ html, inline = false }: { html: string; inline?: boolean }) {
  const Tag = inline ? 'span' : 'div';
  return <Tag className="kx-content kx-view" dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />;
}

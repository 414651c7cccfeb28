import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** docs/REQUIREMENTS.md §11 "Sections": a heading and what follows it up to the next heading of its level or above. */
export interface EditorSection {
  tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  title: string;
  level: number;
  /** Document position just before the heading. */
  start: number;
  /** Document position where the section ends: the next heading of the same or a higher level, or the document's end. */
  end: number;
  children: EditorSection[];
}

/**
 * The document's sections from its top-level headings, nested by level. A heading that skips
 * levels (h1 then h3) nests under the nearest higher one; text before the first heading belongs to
 * no section.
 */
export function sectionTree(doc: ProseMirrorNode): EditorSection[] {
  const roots: EditorSection[] = [];
  const open: EditorSection[] = [];
  doc.forEach((node, offset) => {
    if (node.type.name !== 'heading') return;
    const level = Number(node.attrs.level);
    while (open.length > 0 && open[open.length - 1]!.level >= level) open.pop()!.end = offset;
    const section: EditorSection = {
      tag: `h${level}` as EditorSection['tag'],
      title: node.textContent,
      level,
      start: offset,
      end: doc.content.size,
      children: [],
    };
    (open.length > 0 ? open[open.length - 1]!.children : roots).push(section);
    open.push(section);
  });
  return roots;
}

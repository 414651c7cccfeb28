import { Extension } from '@tiptap/core';
import { EDITOR } from '../constants';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    paragraphStyle: {
      toggleFirstLineIndent: () => ReturnType;
      setParagraphSpacing: (spacing: { top?: string; bottom?: string }) => ReturnType;
    };
  }
}

/** An attribute kept as one inline style declaration. */
const styleAttribute = (cssName: string, attribute: string) => ({
  default: null as string | null,
  parseHTML: (element: HTMLElement) => element.style.getPropertyValue(cssName) || null,
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[attribute] ? { style: `${cssName}: ${String(attributes[attribute])}` } : {},
});

/** First-line indent (2.6em) and paragraph spacing on paragraphs and headings. */
export const ParagraphStyle = Extension.create({
  name: 'paragraphStyle',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          textIndent: styleAttribute('text-indent', 'textIndent'),
          marginTop: styleAttribute('margin-top', 'marginTop'),
          marginBottom: styleAttribute('margin-bottom', 'marginBottom'),
        },
      },
    ];
  },
  addCommands() {
    return {
      toggleFirstLineIndent:
        () =>
        ({ editor, commands }) => {
          const type = editor.isActive('heading') ? 'heading' : 'paragraph';
          const indented = editor.getAttributes(type).textIndent === EDITOR.firstLineIndent;
          return commands.updateAttributes(type, { textIndent: indented ? null : EDITOR.firstLineIndent });
        },
      setParagraphSpacing:
        ({ top, bottom }) =>
        ({ editor, commands }) => {
          const type = editor.isActive('heading') ? 'heading' : 'paragraph';
          return commands.updateAttributes(type, {
            ...(top !== undefined ? { marginTop: top } : {}),
            ...(bottom !== undefined ? { marginBottom: bottom } : {}),
          });
        },
    };
  },
});

/** docs/REQUIREMENTS.md §11: Tab inserts 4 non-breaking spaces (in a table or list it keeps its own meaning). */
export const TabSpaces = Extension.create({
  name: 'tabSpaces',
  addKeyboardShortcuts() {
    return {
      Tab: () => {
        if (this.editor.isActive('table') || this.editor.isActive('listItem')) return false;
        return this.editor.commands.insertContent('\u00a0'.repeat(EDITOR.tabSpaces));
      },
    };
  },
});

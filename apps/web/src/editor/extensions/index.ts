import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { OrderedList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR, TABLE } from '../constants';
import { ChartNode } from './chart-node';
import { AudioNode, VideoNode } from './media-nodes';
import { ParagraphStyle, TabSpaces } from './paragraph-style';
import { UndoSteps } from './undo-steps';

/** Tables keep a class attribute for the 4 table styles and interlaced rows. */
const StyledTableKit = TableKit.configure({
  table: { resizable: true, cellMinWidth: TABLE.minCellWidth, handleWidth: TABLE.dragThresholdPx, HTMLAttributes: {} },
}).extend({
  addGlobalAttributes() {
    return [
      {
        types: ['table'],
        attributes: {
          class: { default: null, parseHTML: (el) => el.getAttribute('class'), renderHTML: (a) => (a.class ? { class: a.class } : {}) },
        },
      },
    ];
  },
});

/**
 * A typed "1. " stays text: notices are typed with their own numbers, which the list would repeat
 * ("2. 2. …") or leave as an empty item. The toolbar's list button still makes a numbered list.
 */
const TypedNumbersStayText = OrderedList.extend({ addInputRules: () => [] });

export function editorExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      undoRedo: { depth: EDITOR.undoDepth, newGroupDelay: EDITOR.undoPauseMs },
      orderedList: false,
      link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
    }),
    UndoSteps,
    TypedNumbersStayText,
    TextStyleKit,
    Highlight.configure({ multicolor: true }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    // docs/REQUIREMENTS.md §11: images resize by handles, keeping their proportions.
    Image.configure({
      inline: false,
      allowBase64: false,
      resize: {
        enabled: true,
        directions: ['bottom-right', 'bottom-left', 'top-right', 'top-left'],
        minWidth: 40,
        minHeight: 40,
        alwaysPreserveAspectRatio: true,
      },
    }),
    StyledTableKit,
    CharacterCount.configure({ limit: EDITOR.maxChars }),
    Placeholder.configure({ placeholder }),
    ParagraphStyle,
    TabSpaces,
    ChartNode,
    VideoNode,
    AudioNode,
  ];
}

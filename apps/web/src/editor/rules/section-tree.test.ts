import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { editorExtensions } from '../extensions';
import { type EditorSection, sectionTree } from './section-tree';

const treeOf = (html: string) => {
  const editor = new Editor({ extensions: editorExtensions(''), content: html });
  try {
    return { tree: sectionTree(editor.state.doc), size: editor.state.doc.content.size, doc: editor.state.doc };
  } finally {
    editor.destroy();
  }
};

/** Titles only, nested, to read the shape at a glance. */
const shape = (sections: EditorSection[]): unknown[] =>
  sections.map((s) => (s.children.length ? [`${s.tag} ${s.title}`, shape(s.children)] : `${s.tag} ${s.title}`));

describe("the editor's section tree (docs/REQUIREMENTS.md §11 Sections)", () => {
  it('has no sections without headings', () => expect(treeOf('<p>Only text</p>').tree).toEqual([]));

  it('gives tag, title, level, start, end and children, ending each section at the next heading of its level or above', () => {
    // Positions: <h1>Rules</h1> 0–7, <p>Intro</p> 7–14, <h2>Before</h2> 14–22, <p>Ticket</p> 22–30, <h2>During</h2> 30–38, <h1>After</h1> 38–45.
    const { tree, size } = treeOf('<h1>Rules</h1><p>Intro</p><h2>Before</h2><p>Ticket</p><h2>During</h2><h1>After</h1><p>Leave</p>');
    expect(tree).toEqual([
      {
        tag: 'h1',
        title: 'Rules',
        level: 1,
        start: 0,
        end: 38,
        children: [
          { tag: 'h2', title: 'Before', level: 2, start: 14, end: 30, children: [] },
          { tag: 'h2', title: 'During', level: 2, start: 30, end: 38, children: [] },
        ],
      },
      { tag: 'h1', title: 'After', level: 1, start: 38, end: size, children: [] },
    ]);
  });

  it('starts each section at its heading', () => {
    const { tree, doc } = treeOf('<p>x</p><h3>Tools</h3><p>y</p>');
    expect(doc.nodeAt(tree[0]!.start)?.textContent).toBe('Tools');
  });

  it('nests a heading that skips levels under the nearest higher one, and keeps text before the first heading out', () => {
    const { tree } = treeOf('<p>Preface</p><h2>Part</h2><h4>Detail</h4><h3>Step</h3><h6>Note</h6><h1>Top</h1><h5>Deep</h5>');
    expect(shape(tree)).toEqual([
      ['h2 Part', ['h4 Detail', ['h3 Step', ['h6 Note']]]],
      ['h1 Top', ['h5 Deep']],
    ]);
  });
});

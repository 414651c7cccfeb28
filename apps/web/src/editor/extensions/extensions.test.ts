import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR } from '../constants';
import { editorExtensions } from './index';
import { canUndoStep } from './undo-steps';

let editor: Editor;
afterEach(() => editor.destroy());

function newEditor(html = '<p></p>') {
  editor = new Editor({ extensions: editorExtensions(''), content: html });
  editor.commands.focus('end');
  return editor;
}

/** `count` one-letter inputs, each its own transaction as typing makes them, all at the time given. */
function typeAt(time: number, count: number) {
  for (let i = 0; i < count; i++) editor.view.dispatch(editor.state.tr.insertText('a').setTime(time));
}

/** Types as the browser does: each character goes through the editor's text-input handlers (input rules) first. */
function typeText(text: string) {
  const view = editor.view;
  for (const char of text) {
    const { from, to } = view.state.selection;
    const handled = view.someProp('handleTextInput', (handle) =>
      handle(view, from, to, char, () => view.state.tr.insertText(char, from, to)),
    );
    if (!handled) view.dispatch(view.state.tr.insertText(char, from, to));
  }
}

const lengthAfterUndo = () => {
  editor.commands.undo();
  return editor.getText().length;
};

describe('undo steps (docs/REQUIREMENTS.md §11: undo history 20 steps, save after 20 inputs)', () => {
  it('closes a step after every 20 inputs of one burst of typing', () => {
    newEditor();
    typeAt(1000, 45);
    expect([lengthAfterUndo(), lengthAfterUndo(), lengthAfterUndo()]).toEqual([40, 20, 0]);
    expect(editor.can().undo()).toBe(false);
  });

  it('still closes a step on a typing pause, and counts the 20 inputs from there', () => {
    newEditor();
    typeAt(1000, 10);
    typeAt(1000 + EDITOR.undoPauseMs + 1, 25);
    expect([lengthAfterUndo(), lengthAfterUndo(), lengthAfterUndo()]).toEqual([30, 10, 0]);
  });

  it('counts afresh after an undo', () => {
    newEditor();
    typeAt(1000, 15);
    editor.commands.undo();
    typeAt(1000, 25);
    expect([lengthAfterUndo(), lengthAfterUndo()]).toEqual([20, 0]);
  });

  it('undoes 20 steps back and no further', () => {
    newEditor();
    typeAt(1000, EDITOR.undoInputsPerStep * 30);
    const lengths = Array.from({ length: 25 }, lengthAfterUndo);
    expect(lengths.slice(EDITOR.undoDepth - 1)).toEqual(Array(6).fill(EDITOR.undoInputsPerStep * 10));
    expect(lengths[EDITOR.undoDepth - 2]).toBe(EDITOR.undoInputsPerStep * 11);
    expect(canUndoStep(editor.state)).toBe(false);
    // Redoing one step makes one more undo possible, not more.
    editor.commands.redo();
    expect([lengthAfterUndo(), lengthAfterUndo()]).toEqual([200, 200]);
  });

  it('redoes step by step too', () => {
    newEditor();
    typeAt(1000, 40);
    editor.commands.undo();
    editor.commands.undo();
    editor.commands.redo();
    expect(editor.getText().length).toBe(20);
  });
});

describe('numbered lists', () => {
  it('leaves a typed "1. " as text', () => {
    newEditor();
    typeText('1. Bring your ticket');
    expect(editor.getHTML()).toMatch(/^<p>1\. Bring your ticket<\/p>/);
  });

  it('still makes a numbered list from the toolbar command', () => {
    newEditor('<p>Bring your ticket</p>');
    editor.commands.toggleOrderedList();
    expect(editor.getHTML()).toMatch(/^<ol><li><p>Bring your ticket<\/p><\/li><\/ol>/);
  });

  it('keeps the other typing shortcuts, such as "- " for a bullet list', () => {
    newEditor();
    typeText('- item');
    expect(editor.getHTML()).toMatch(/^<ul><li><p>item<\/p><\/li><\/ul>/);
  });
});

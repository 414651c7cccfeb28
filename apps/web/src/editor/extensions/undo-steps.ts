import { Extension } from '@tiptap/core';
import { closeHistory, isHistoryTransaction, redoDepth, undoDepth } from '@tiptap/pm/history';
import { type EditorState, Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { EDITOR } from '../constants';

interface InputCount {
  inputs: number;
  lastInputAt: number;
}

const undoStepsKey = new PluginKey<InputCount>('kxUndoSteps');
const CLOSE_META = 'kxUndoStepClosed';
/** prosemirror-history marks its undo and redo transactions with `{ redo }` under its plugin's key. */
const HISTORY_META = 'history$';

/**
 * The history keeps some steps beyond its depth before it trims them (prosemirror-history keeps
 * up to depth + 20); an undo past the 20th in a row is refused so the editor's reach is exactly 20.
 */
const isUndoPastDepth = (tr: Transaction, state: EditorState) =>
  (tr.getMeta(HISTORY_META) as { redo?: boolean } | undefined)?.redo === false && redoDepth(state) >= EDITOR.undoDepth;

/** Whether an undo would take back a step (the toolbar's undo button). */
export const canUndoStep = (state: EditorState) => undoDepth(state) > 0 && redoDepth(state) < EDITOR.undoDepth;

/** An input the history records: it changes the document, is not an undo or redo, and is not kept out of the history. */
const isRecordedInput = (tr: Transaction) => tr.docChanged && !isHistoryTransaction(tr) && tr.getMeta('addToHistory') !== false;

/**
 * docs/REQUIREMENTS.md §11 "save after 20 inputs": the history's step closes after every 20 inputs.
 * ProseMirror's history only closes a step on a typing pause (or typing elsewhere), so one Ctrl+Z
 * could take back a whole burst of typing. The count restarts where the history starts a step of
 * its own (a pause, an undo or redo), so a step never holds more than 20 inputs. Undo reaches back
 * 20 steps ("undo history 20 steps").
 */
export const UndoSteps = Extension.create({
  name: 'undoSteps',
  addProseMirrorPlugins() {
    return [
      new Plugin<InputCount>({
        key: undoStepsKey,
        state: {
          init: () => ({ inputs: 0, lastInputAt: 0 }),
          apply: (tr, count) => {
            if (tr.getMeta(CLOSE_META) || isHistoryTransaction(tr)) return { inputs: 0, lastInputAt: 0 };
            if (!isRecordedInput(tr)) return count;
            // The history's own test for a pause (prosemirror-history: newGroupDelay).
            const paused = tr.time - count.lastInputAt > EDITOR.undoPauseMs;
            return { inputs: paused ? 1 : count.inputs + 1, lastInputAt: tr.time };
          },
        },
        filterTransaction: (tr, state) => !isUndoPastDepth(tr, state),
        appendTransaction: (_transactions, _old, state) => {
          if ((undoStepsKey.getState(state)?.inputs ?? 0) < EDITOR.undoInputsPerStep) return null;
          return closeHistory(state.tr.setMeta(CLOSE_META, true));
        },
      }),
    ];
  },
});

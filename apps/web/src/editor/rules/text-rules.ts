import { EDITOR } from '../constants';

/** docs/REQUIREMENTS.md §11: the link bubble shows 20 characters and an ellipsis for texts longer than 30. */
export function linkBubbleText(text: string): string {
  return text.length > EDITOR.linkBubbleLongerThan ? `${text.slice(0, EDITOR.linkBubbleCut)}…` : text;
}

/** docs/REQUIREMENTS.md §11: a draft is kept under a key built from the page location and the editor's id. */
export function draftKey(location: { pathname: string; search?: string }, editorId: string): string {
  return `kx-editor-draft:${location.pathname}${location.search ?? ''}#${editorId}`;
}

/**
 * Words for the word limit: each CJK character counts as a word (as Chinese editors count),
 * runs of other letters and digits count as one word each.
 */
export function countWords(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g)?.length ?? 0;
  const others = text.replace(/[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return cjk + others;
}

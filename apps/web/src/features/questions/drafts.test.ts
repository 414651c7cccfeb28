import { afterEach, describe, expect, it } from 'vitest';
import { draftKey } from '../../editor/rules/text-rules';
import { editorIds, forgetDrafts, prepareDrafts } from './drafts';

const stored = (id: string) => localStorage.getItem(draftKey(window.location, id));
const write = (id: string) =>
  localStorage.setItem(draftKey(window.location, id), JSON.stringify({ html: '<p>half written</p>', savedAt: 1 }));

afterEach(() => localStorage.clear());

describe('question drafts', () => {
  it('a new question starts clean: an abandoned new form leaves nothing to restore', () => {
    const ids = editorIds(undefined);
    write(ids.stem);
    write(ids.option('A'));
    prepareDrafts(undefined);
    expect(stored(ids.stem)).toBeNull();
    expect(stored(ids.option('A'))).toBeNull();
  });

  it('an existing question keeps its own drafts, and only its own', () => {
    write(editorIds(7).stem);
    write(editorIds(8).stem);
    prepareDrafts(7);
    expect(stored(editorIds(7).stem)).not.toBeNull();
    forgetDrafts(8);
    write(editorIds(8).stem); // the editor's last pending write, after the save
    prepareDrafts(8);
    expect(stored(editorIds(8).stem)).toBeNull();
    expect(stored(editorIds(7).stem)).not.toBeNull();
  });
});

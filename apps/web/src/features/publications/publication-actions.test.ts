import type { PublicationState } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { allowedActions, deleteBlock } from './publication-actions';

const row = (state: PublicationState, attemptCount = 0) => ({ state, attemptCount });

describe('what a publication offers in each state', () => {
  it('a draft is edited, published or deleted', () => {
    expect(allowedActions(row('draft'))).toEqual(['edit', 'publish', 'delete', 'log', 'copy']);
  });
  it('a published one nobody can enter yet can still be edited, deleted, extended or withdrawn', () => {
    expect(allowedActions(row('published'))).toEqual(['edit', 'delete', 'extend', 'withdraw', 'log', 'copy']);
  });
  it('an attempt already started rules out editing and withdrawing, but not extending', () => {
    expect(allowedActions(row('published', 1))).toEqual(['extend', 'log', 'copy']);
    expect(allowedActions(row('open', 3))).toEqual(['extend', 'closeEarly', 'log', 'copy']);
  });
  it('an open one nobody has started can be extended or withdrawn, never edited', () => {
    expect(allowedActions(row('open'))).toEqual(['extend', 'withdraw', 'log', 'copy']);
  });
  it('a closed or withdrawn one only shows its log and can be copied', () => {
    expect(allowedActions(row('closed', 5))).toEqual(['log', 'copy']);
    expect(allowedActions(row('withdrawn'))).toEqual(['log', 'copy']);
  });
  it('only a draft can be published, and once the window opens nothing can be deleted', () => {
    for (const state of ['published', 'open', 'closed', 'withdrawn'] as const) expect(allowedActions(row(state))).not.toContain('publish');
    for (const state of ['open', 'closed', 'withdrawn'] as const) expect(allowedActions(row(state))).not.toContain('delete');
  });
});

describe('why a publication cannot be ticked for batch delete', () => {
  it('only drafts and published exams nobody has started can be deleted', () => {
    expect(deleteBlock(row('draft'))).toBeNull();
    expect(deleteBlock(row('published'))).toBeNull();
  });
  it('names the reason for every other row', () => {
    expect(deleteBlock(row('open'))).toBe('open');
    expect(deleteBlock(row('open', 2))).toBe('open');
    expect(deleteBlock(row('closed', 5))).toBe('closed');
    expect(deleteBlock(row('withdrawn'))).toBe('withdrawn');
    expect(deleteBlock(row('published', 1))).toBe('started');
  });
});

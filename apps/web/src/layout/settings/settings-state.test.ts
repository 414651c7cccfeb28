import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from './settings-state';

describe('stored settings', () => {
  it('uses the defaults when nothing is stored', () => expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS));
  it('defaults the theme colour to #409EFF', () => expect(parseSettings(null).themeColor).toBe('#409EFF'));
  it('keeps stored choices', () =>
    expect(parseSettings(JSON.stringify({ tagsView: false, themeColor: '#11a983' }))).toEqual({
      ...DEFAULT_SETTINGS,
      tagsView: false,
      themeColor: '#11a983',
    }));
  it('ignores garbage and wrong types', () => {
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ tagsView: 'no', themeColor: 'red; background:url(x)', extra: 1 }))).toEqual(DEFAULT_SETTINGS);
  });
});

import { describe, expect, it } from 'vitest';
import { en as liveEn } from '../features/live/text/en';
import { es as liveEs } from '../features/live/text/es';
import { ja as liveJa } from '../features/live/text/ja';
import { zh as liveZh } from '../features/live/text/zh';
import { en as markingEn } from '../features/marking/text/en';
import { es as markingEs } from '../features/marking/text/es';
import { ja as markingJa } from '../features/marking/text/ja';
import { zh as markingZh } from '../features/marking/text/zh';

const SCREENS = {
  en: [markingEn.status, liveEn.status],
  zh: [markingZh.status, liveZh.status],
  es: [markingEs.status, liveEs.status],
  ja: [markingJa.status, liveJa.status],
};

/**
 * docs/REQUIREMENTS.md §8.2 names exam status 4 "in progress", like 2: a resumed attempt is still in progress, and
 * the resumption is a detail beside it. The marking and live screens say so in every language.
 */
describe('exam status 4 reads as in progress', () => {
  it.each(Object.keys(SCREENS) as (keyof typeof SCREENS)[])('%s: marking and live call 4 what they call 2, with a detail', (lang) => {
    for (const status of SCREENS[lang]) {
      expect(status[4].startsWith(status[2])).toBe(true);
      expect(status[4].length).toBeGreaterThan(status[2].length);
    }
  });
});

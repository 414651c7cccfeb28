import { ASSESSMENT_FULL_MARKS, type ScoringSheet } from '@kaoshi/contracts';
import { badRequest, onField } from '../../lib/app-error.js';

/**
 * The rules of a scoring sheet (评分记录表, docs/REQUIREMENTS.md §21.1): item codes unique across
 * items and sub-items; an item with sub-items is worth their sum; a veto item (否决项) carries no
 * points; the items add up to 100.
 */
export function assertSheetValid(sheet: ScoringSheet): void {
  const seen = new Set<string>();
  const once = (key: string) => {
    if (seen.has(key)) throw onField('sheet', badRequest('assessmentSheetDuplicateKey', { key }));
    seen.add(key);
  };
  let total = 0;
  for (const item of sheet.items) {
    once(item.key);
    if (item.veto === 1) {
      if (item.points !== 0 || item.subItems.length > 0) throw onField('sheet', badRequest('assessmentSheetVeto', { key: item.key }));
      continue;
    }
    if (item.subItems.length > 0) {
      const sum = item.subItems.reduce((acc, sub) => acc + sub.points, 0);
      if (sum !== item.points)
        throw onField('sheet', badRequest('assessmentSheetSubItems', { key: item.key, total: sum, points: item.points }));
      for (const sub of item.subItems) once(sub.key);
    }
    total += item.points;
  }
  if (total !== ASSESSMENT_FULL_MARKS) throw onField('sheet', badRequest('assessmentSheetTotal', { total }));
}

export interface LeafItem {
  key: string;
  points: number;
  veto: boolean;
}

/** What an examiner scores: items without sub-items (veto items among them) and sub-items. */
export function leafItems(sheet: ScoringSheet): LeafItem[] {
  return sheet.items.flatMap((item) =>
    item.subItems.length > 0
      ? item.subItems.map((sub) => ({ key: sub.key, points: sub.points, veto: false }))
      : [{ key: item.key, points: item.points, veto: item.veto === 1 }],
  );
}

/** One examiner's total: the points awarded, or 0 when any veto item was triggered. */
export function examinerTotal(scores: readonly { awarded: number; veto: number }[]): { total: number; vetoed: boolean } {
  const vetoed = scores.some((score) => score.veto === 1);
  return { total: vetoed ? 0 : round1(scores.reduce((acc, score) => acc + score.awarded, 0)), vetoed };
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

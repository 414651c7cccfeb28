import type { TFunction } from 'i18next';

/**
 * A certification level by its national name ("四级 · 中级工", "Level 4 · Intermediate worker"):
 * the one way every screen, report and export shows a level; a missing level is a dash.
 */
export function levelName(t: TFunction, level: number | null | undefined): string {
  if (level === null || level === undefined) return '—';
  return t(`org.levels.${level}`, { defaultValue: String(level) });
}

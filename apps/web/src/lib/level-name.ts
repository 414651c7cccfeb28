import type { TFunction } from 'i18next';

/**
 * A certification level by its national name ("四级 · 中级工", "Level 4 · Intermediate worker"):
 * the one way every screen, report and export shows a level; a missing level is a dash.
 */
export function levelName(t: TFunction, level: number | null | undefined): string {
  if (level === null || level === undefined) return '—';
  return t(`org.levels.${level}`, { defaultValue: String(level) });
}

/**
 * The level alone, in the language's own form ("四级", "Level 4", "Nivel 4", "4級"): the national
 * name's first part, so the catalogues (the English one is in every first visit) carry it once.
 */
export function levelShort(t: TFunction, level: number | null | undefined): string {
  return levelName(t, level).split(' · ')[0]!;
}

/**
 * A job type as pickers and lists show it: one job type is registered once per level, so the name
 * alone is ambiguous ("电工 · 四级 (DG-4)"); the code is left out where a screen has no room for it.
 */
export function subjectLabel(t: TFunction, subject: { name: string; level: number; code?: string }): string {
  const label = `${subject.name} · ${levelShort(t, subject.level)}`;
  return subject.code ? `${label} (${subject.code})` : label;
}

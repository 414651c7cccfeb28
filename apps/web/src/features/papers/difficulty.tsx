import { DIFFICULTIES } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';

/** Difficulty 1 (easiest) to 5 (hardest), as words. */
export function DifficultyText({ level }: { level: number }) {
  const { t } = useTranslation();
  return <>{t(`paper.difficulties.${level}`)}</>;
}

export function useDifficultyOptions() {
  const { t } = useTranslation();
  return DIFFICULTIES.map((level) => ({ value: level, label: t(`paper.difficulties.${level}`) }));
}

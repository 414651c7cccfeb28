import type { Lang } from './messages/index.js';

/**
 * Display codes of the learning area and the question bank, with their labels in the four
 * product languages. The codes are stored as given (0/1) and never change meaning; every
 * screen, export and test reads the label from here, so one flag reads the same everywhere.
 */
export type DisplayLabels = Record<0 | 1, Record<Lang, string>>;

/** Video flag: 0 none, 1 has (questions and learning articles). */
export const VIDEO_FLAG_LABELS: DisplayLabels = {
  0: { en: 'No video', zh: '无视频', es: 'Sin vídeo', ja: '動画なし' },
  1: { en: 'Has video', zh: '有视频', es: 'Con vídeo', ja: '動画あり' },
};

/** Article type: 0 classic reading, 1 excellent culture. */
export const ARTICLE_TYPE = { CLASSIC_READING: 0, EXCELLENT_CULTURE: 1 } as const;
export type ArticleType = (typeof ARTICLE_TYPE)[keyof typeof ARTICLE_TYPE];
export const ARTICLE_TYPES = [0, 1] as const satisfies readonly ArticleType[];
export const ARTICLE_TYPE_LABELS: DisplayLabels = {
  0: { en: 'Classic reading', zh: '经典阅读', es: 'Lectura clásica', ja: '名作読書' },
  1: { en: 'Excellent culture', zh: '优秀文化', es: 'Cultura destacada', ja: '優れた文化' },
};

/** Top flag: 0 not pinned, 1 pinned. */
export const TOP_FLAG_LABELS: DisplayLabels = {
  0: { en: 'Not pinned', zh: '未置顶', es: 'Sin fijar', ja: '固定なし' },
  1: { en: 'Pinned', zh: '置顶', es: 'Fijado', ja: '固定' },
};

/** The label of a 0/1 code in a language; an unknown code shows as itself rather than as a wrong label. */
export function displayLabel(labels: DisplayLabels, code: number, lang: Lang): string {
  return code === 0 || code === 1 ? labels[code][lang] : String(code);
}

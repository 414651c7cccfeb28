import { type Lang, type MessageKey, translate } from '@kaoshi/contracts';

/** Characters a file name cannot hold on Windows, macOS or Linux. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The day as YYYY-MM-DD in the server's time zone (the centre's local day). */
const day = (at: number) => {
  const date = new Date(at);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
};

/**
 * The one way an export is named: what it holds in the reader's language, then what it is of
 * (an exam, when the export is of one), then the day it was made (none for a template), e.g. 批次成绩排名-焊工-2030-03-04.xlsx.
 */
export function exportFileName(
  lang: Lang,
  holds: MessageKey,
  options: { of?: string | null; at?: number; extension?: string } = {},
): string {
  const parts = [translate(lang, holds), options.of?.trim(), options.at === undefined ? undefined : day(options.at)].filter(
    (part): part is string => Boolean(part),
  );
  return `${parts.map((part) => part.replace(UNSAFE, '_')).join('-')}.${options.extension ?? 'xlsx'}`;
}

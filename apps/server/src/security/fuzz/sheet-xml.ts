import { strFromU8, unzipSync } from 'fflate';

/**
 * What a spreadsheet program would see in an .xlsx file: its worksheets' XML, whether any
 * cell holds a formula, and every cell's text.
 */
export interface SheetXml {
  /** Worksheet XML by part name. */
  sheets: Map<string, string>;
  /** True when some cell holds a formula (an <f> element). */
  hasFormula: boolean;
  /** Every cell's text, as written (inline, string-result and shared strings). */
  texts: string[];
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(x?)([0-9a-f]+);/gi, (_match, hex: string, digits: string) => String.fromCodePoint(parseInt(digits, hex ? 16 : 10)))
    .replace(/&amp;/g, '&');

export function readSheetXml(workbook: Buffer): SheetXml {
  const parts = unzipSync(workbook);
  const sheets = new Map(
    Object.entries(parts)
      .filter(([name]) => /^xl\/worksheets\/[^/]+\.xml$/.test(name))
      .map(([name, data]) => [name, strFromU8(data)]),
  );
  const shared = parts['xl/sharedStrings.xml']
    ? [...strFromU8(parts['xl/sharedStrings.xml']).matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => decodeXml(m[1]!))
    : [];
  const texts: string[] = [...shared];
  for (const xml of sheets.values()) {
    for (const cell of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const inner = cell[2] ?? '';
      if (/\bt="(?:str|inlineStr)"/.test(attributes)) {
        const text = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? [...inner.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join('');
        texts.push(decodeXml(text));
      }
    }
  }
  const hasFormula = [...sheets.values()].some((xml) => /<f[\s>/]/.test(xml));
  return { sheets, hasFormula, texts };
}

/** Text a spreadsheet program would run as a formula once the cell is edited or the sheet saved as CSV (OWASP). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The editor's constants, from docs/REQUIREMENTS.md §11 and §16. */
export const EDITOR = {
  maxChars: 1_000_000,
  defaultWordLimit: 10_000,
  zIndex: 150,
  firstLineIndent: '2.6em',
  fontSizes: [10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36],
  undoDepth: 20,
  /** A history step closes after this many inputs, so one undo never takes back more. */
  undoInputsPerStep: 20,
  /** Ours (TipTap's default): a typing pause this long also closes a step. */
  undoPauseMs: 500,
  tabSpaces: 4,
  autoHeightPaddingPx: 25,
  requestTimeoutMs: 5000,
  catcherTimeoutMs: 60_000,
  uploadErrorMs: 4000,
  messageMs: 4000,
  autosaveIntervalMs: 500,
  autosaveMinGapMs: 20,
  /** The "draft saved" note appears this long after the save, and then shows this long. */
  autosaveMessageMs: 2000,
  submenuShowDelayMs: 250,
  submenuHideDelayMs: 400,
  uploadDebounceMs: 400,
  linkBubbleCut: 20,
  linkBubbleLongerThan: 30,
  paletteSize: 70,
  maxAttachmentsPerSelection: 100,
  defaultVideo: { width: 420, height: 280 },
  defaultAudio: { width: 400, height: 95 },
} as const;

export const TABLE = {
  maxColumns: 20,
  maxRows: 100,
  defaultRows: 5,
  defaultColumns: 5,
  picker: { defaultRows: 10, defaultColumns: 10, maxRows: 20, maxColumns: 20, cellPx: 22 },
  dragThresholdPx: 10,
  minCellWidth: 5,
  interlacedClasses: ['kx-row-odd', 'kx-row-even'],
  styles: ['kx-table-style-1', 'kx-table-style-2', 'kx-table-style-3', 'kx-table-style-4'],
} as const;

/** Fixed lists (the requirements leave the values open, so these are ours). */
export const LINE_HEIGHTS = ['1', '1.5', '1.75', '2', '3', '4', '5'];
export const PARAGRAPH_SPACINGS = ['0', '5px', '10px', '15px', '20px', '25px'];
export const FONT_FAMILIES = [
  { label: 'Default', value: '' },
  { label: '宋体 SimSun', value: 'SimSun, serif' },
  { label: '微软雅黑 YaHei', value: '"Microsoft YaHei", sans-serif' },
  { label: '楷体 KaiTi', value: 'KaiTi, serif' },
  { label: '黑体 SimHei', value: 'SimHei, sans-serif' },
  { label: 'Arial', value: 'Arial, Helvetica, sans-serif' },
  { label: 'Times New Roman', value: '"Times New Roman", serif' },
  { label: 'Courier New', value: '"Courier New", monospace' },
];

/** A 70-colour palette: 10 hues × 7 shades, like the original editor's. */
export const PALETTE: string[] = (() => {
  const rows = [
    ['#ffffff', '#000000', '#eeece1', '#1f497d', '#4f81bd', '#c0504d', '#9bbb59', '#8064a2', '#4bacc6', '#f79646'],
    ['#f2f2f2', '#7f7f7f', '#ddd9c3', '#c6d9f0', '#dbe5f1', '#f2dcdb', '#ebf1dd', '#e5e0ec', '#dbeef3', '#fdeada'],
    ['#d8d8d8', '#595959', '#c4bd97', '#8db3e2', '#b8cce4', '#e5b9b7', '#d7e3bc', '#ccc1d9', '#b7dde8', '#fbd5b5'],
    ['#bfbfbf', '#3f3f3f', '#938953', '#548dd4', '#95b3d7', '#d99694', '#c3d69b', '#b2a2c7', '#92cddc', '#fac08f'],
    ['#a5a5a5', '#262626', '#494429', '#17365d', '#366092', '#953734', '#76923c', '#5f497a', '#31859b', '#e36c09'],
    ['#7f7f7f', '#0c0c0c', '#1d1b10', '#0f243e', '#244061', '#632423', '#4f6128', '#3f3151', '#205867', '#974806'],
    ['#c00000', '#ff0000', '#ffc000', '#ffff00', '#92d050', '#00b050', '#00b0f0', '#0070c0', '#002060', '#7030a0'],
  ];
  return rows.flat();
})();

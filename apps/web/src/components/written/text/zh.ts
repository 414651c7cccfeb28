import type { en } from './en';

export const zh: typeof en = {
  essayTools: '格式',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  bulletList: '项目符号列表',
  orderedList: '编号列表',
  essayLabel: '你的论述',
  characters: '{{count}} 字',
  lengthBetween: '要求 {{min}} 至 {{max}} 字',
  lengthAtLeast: '至少 {{min}} 字',
  lengthAtMost: '最多 {{max}} 字',
  shortLabel: '你的答案',
  shortPlaceholder: '在此作答。',
};

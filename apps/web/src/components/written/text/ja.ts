import type { en } from './en';

export const ja: typeof en = {
  essayTools: '書式',
  bold: '太字',
  italic: '斜体',
  underline: '下線',
  bulletList: '箇条書き',
  orderedList: '番号付きリスト',
  essayLabel: 'あなたの論述',
  characters: '{{count}} 文字',
  lengthBetween: '{{min}}〜{{max}} 文字で',
  lengthAtLeast: '{{min}} 文字以上で',
  lengthAtMost: '{{max}} 文字以内で',
  shortLabel: 'あなたの解答',
  shortPlaceholder: 'ここに解答を書いてください。',
};

/** The written inputs' text (`examWritten.*`), loaded with the inputs (components/written/lazy-written-answer.ts). */
export const en = {
  essayTools: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  essayLabel: 'Your essay',
  characters: '{{count}} characters',
  lengthBetween: 'write {{min}} to {{max}}',
  lengthAtLeast: 'write at least {{min}}',
  lengthAtMost: 'write at most {{max}}',
  shortLabel: 'Your answer',
  shortPlaceholder: 'Write your answer here.',
};

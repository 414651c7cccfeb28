import type { en } from './en';

export const es: typeof en = {
  essayTools: 'Formato',
  bold: 'Negrita',
  italic: 'Cursiva',
  underline: 'Subrayado',
  bulletList: 'Lista con viñetas',
  orderedList: 'Lista numerada',
  essayLabel: 'Su ensayo',
  characters: '{{count}} caracteres',
  lengthBetween: 'escriba de {{min}} a {{max}}',
  lengthAtLeast: 'escriba al menos {{min}}',
  lengthAtMost: 'escriba como máximo {{max}}',
  shortLabel: 'Su respuesta',
  shortPlaceholder: 'Escriba aquí su respuesta.',
};

import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  course: 'Curso',
  chooseCourse: 'Elija un curso para ver sus capítulos y puntos de evaluación.',
  type: 'Tipo',
  chapter: 'Capítulo',
  point: 'Punto de evaluación',
  weight: 'Peso',
  addChapter: 'Añadir capítulo',
  addPoint: 'Añadir punto de evaluación',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  topLevel: 'los capítulos',
  weightWarning: 'Los pesos de {{name}} suman {{sum}} %, no 100 %.',
};

import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  course: 'Curso',
  chooseCourse: 'Elija un curso para ver sus elementos de nivel de curso y puntos de evaluación.',
  type: 'Tipo',
  chapter: 'Nivel de curso',
  point: 'Punto de evaluación',
  weight: 'Peso',
  addChapter: 'Añadir elemento de nivel de curso',
  addPoint: 'Añadir punto de evaluación',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  topLevel: 'el nivel de curso',
  weightWarning: 'Los pesos de {{name}} suman {{sum}} %, no 100 %.',
};

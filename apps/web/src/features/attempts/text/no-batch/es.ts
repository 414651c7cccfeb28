import type { Shape } from '../../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  title: 'Aún no está inscrito en ninguna convocatoria.',
  hint: 'Solicite una convocatoria abierta de su oficio y nivel. Cuando el centro de examen la apruebe, sus exámenes aparecerán aquí.',
  apply: 'Solicitar una convocatoria',
};

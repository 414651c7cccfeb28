import type { Shape } from '../../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  title: 'Aún no está inscrito en ninguna convocatoria.',
  hint: 'Solicite una convocatoria abierta de su oficio y nivel. Cuando el centro de examen la apruebe, sus exámenes aparecerán aquí.',
  apply: 'Solicitar una convocatoria',
  underReview: 'Su solicitud para {{batch}} está en revisión.',
  returned: 'Su solicitud para {{batch}} se devolvió para corregir. Corríjala y envíela de nuevo.',
  refused: 'Su solicitud para {{batch}} fue rechazada. La decisión es definitiva: no puede volver a enviarse.',
  reason: 'Motivo: {{reason}}',
  correct: 'Corregir y reenviar',
};

import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  title: 'Avisos de examen',
  titleField: 'Título',
  content: 'Contenido',
  minReadingSeconds: 'Tiempo mínimo de lectura',
  minReadingHint: 'Los candidatos no pueden empezar hasta que el aviso haya estado abierto este tiempo.',
  seconds: '{{seconds}} s',
  secondsUnit: 'segundos',
  updatedAt: 'Actualizado',
  preview: 'Vista previa',
  previewTitle: 'Vista previa: el aviso tal como lo ve un candidato',
  previewHint: 'Así ven los candidatos el aviso antes de empezar. No se registra nada.',
  previewStarted: 'En la sala de examen, el examen empezaría ahora.',
  confirmRead: 'He leído el aviso y lo cumpliré.',
  waitSeconds: 'Lea el aviso ({{seconds}} s)',
  start: 'Empezar el examen',
};

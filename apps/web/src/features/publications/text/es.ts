import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const es: Shape<typeof en> = {
  title: 'Publicar exámenes', add: 'Nueva convocatoria', newTitle: 'Nueva convocatoria', editTitle: 'Editar convocatoria · {{name}}',
  copyTitle: 'Copiar como nuevo borrador · {{name}}', copyName: '{{name}} (copia)',
  empty: 'Aún no hay convocatorias: publique un examen para unos lotes con «Nueva convocatoria».', name: 'Nombre de la convocatoria', kind: 'Tipo',
  kinds: { normal: 'Ordinaria', supplementary: 'Recuperación' }, state: 'Estado',
  states: { draft: 'Borrador', published: 'Publicada', open: 'Abierta', closed: 'Cerrada', withdrawn: 'Retirada' }, paper: 'Examen',
  course: 'Curso', courseFilter: 'Todos los cursos (filtrar exámenes)', choosePaper: 'Elija el examen', totalScore: 'Puntuación total',
  passScore: 'Nota de aprobado', paperDuration: 'Duración del examen', batch: 'Lote', batches: 'Lotes',
  batchesHint:
    'Pueden presentarse todos los alumnos de estos lotes. El proyecto, la categoría y el oficio de arriba solo acotan la lista.',
  chooseBatches: 'Elija uno o más lotes', chooseBatch: 'Elija al menos un lote.', parent: 'Recupera',
  parentHint: 'Solo pueden presentarse los candidatos de esa convocatoria que suspendieron o no se presentaron.',
  chooseParent: 'Elija la convocatoria que se recupera.', reExamOf: 'Recuperación de {{name}}', window: 'Periodo',
  timeZoneHint: 'Horas en su zona horaria ({{zone}})', startsAt: 'Abre', endsAt: 'Cierra',
  windowHint:
    'Los candidatos pueden empezar mientras el periodo está abierto; cada uno tiene la duración completa, pero nunca más allá del cierre.',
  endBeforeStart: 'El periodo debe cerrar después de abrir.',
  windowShort: 'El periodo es más corto que la duración ({{count}} min): los candidatos quedarán cortados al cierre.', duration: 'Duración',
  durationHint: 'El tiempo de cada candidato desde que empieza; la duración del examen si no se cambia.', minutes: '{{count}} min',
  minutesUnit: 'min', attemptsAllowed: 'Intentos', notice: 'Aviso del examen', noNotice: 'Sin aviso',
  noticeHint: 'Los candidatos lo leen antes de empezar, durante su tiempo mínimo de lectura.', previewNotice: 'Vista previa',
  noticePreviewTitle: 'Vista previa: el aviso tal como lo ve un candidato', noticePreviewDone: 'En la sala de examen, el examen empezaría ahora.',
  paperSection: 'Examen y aviso', windowSection: 'Cuándo', resultsSection: 'Resultados', resultVisibility: 'Resultados visibles',
  visibilities: { immediate: 'Al momento', afterClose: 'Tras el cierre del periodo', never: 'Nunca' },
  visibilityHints: {
    immediate: 'Cada candidato ve su nota en cuanto su intento está calificado.',
    afterClose: 'Las notas aparecen para todos al cerrar el periodo, así nadie puede pasar respuestas.',
    never: 'Los candidatos no ven aquí sus notas; los resultados se comunican de otra forma.',
  },
  integritySection: 'Integridad', fullscreenRequired: 'Pantalla completa obligatoria',
  fullscreenRequiredHint: 'Salir de la pantalla completa se registra y se muestra al vigilante.', tabSwitchLimit: 'Límite de cambios de pestaña',
  tabSwitchLimitHint: 'Salir de la pestaña del examen más veces que esto entrega el intento. 0: sin límite.',
  blockCopyPaste: 'Bloquear copiar, pegar y el menú contextual', blockCopyPasteHint: 'Los intentos bloqueados se registran como incidencias.',
  candidatesAttempts: 'Candidatos / iniciados', candidatesHint: 'Candidatos que pueden presentarse / intentos iniciados hasta ahora',
  publish: 'Publicar', publishTitle: '¿Publicar «{{name}}»?',
  publishBody:
    'Los candidatos la verán en su lista de exámenes. El examen «{{paper}}» quedará bloqueado: desde entonces solo podrá cambiarse su nombre.',
  publishedMessage: '«{{name}}» está publicada.', extend: 'Ampliar', extendTitle: 'Ampliar el periodo · {{name}}',
  currentEnd: 'Ahora el periodo cierra el {{at}}.', newEnd: 'Nuevo cierre', newEndTooEarly: 'El nuevo cierre debe ser posterior al actual.',
  withdraw: 'Retirar', withdrawTitle: 'Retirar · {{name}}',
  withdrawWarning: 'Los candidatos dejarán de ver este examen. Una convocatoria retirada no puede volver a publicarse (cópiela).', reason: 'Motivo',
  reasonHint: 'Queda en el registro de esta convocatoria.', log: 'Registro', logTitle: 'Registro · {{name}}',
  logEmpty: 'Aún no hay nada registrado.', logReason: 'Motivo: {{reason}}', logStudent: 'Candidato: {{name}}',
  logActions: {
    publish: 'Publicada', withdraw: 'Retirada', extend: 'Periodo ampliado', extraTime: 'Tiempo extra concedido',
    message: 'Mensaje del vigilante', forceSubmit: 'Entregado por el vigilante', reentry: 'Reentrada permitida',
  },
  copy: 'Copiar',
  deleteBlocked: {
    open: 'Los candidatos ya pueden entrar en este examen, así que no se puede eliminar. Amplíelo o deje que se cierre.',
    closed: 'Un examen terminado conserva sus intentos y resultados, así que no se puede eliminar.',
    withdrawn: 'Un examen retirado se conserva con su registro de cambios, así que no se puede eliminar.',
    started: 'Hay candidatos que ya empezaron este examen, así que no se puede eliminar.',
  },
};

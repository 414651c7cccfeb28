import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const es: Shape<typeof en> = {
  title: 'Supervisión en directo',
  publication: 'Examen',
  choosePublication: 'Elija un examen para supervisar',
  noPublications: 'Aún no hay exámenes publicados.',
  states: { draft: 'Borrador', published: 'Publicado', open: 'Abierto', closed: 'Cerrado', withdrawn: 'Retirado' },
  connection: { connecting: 'Conectando…', live: 'En directo', reconnecting: 'Reconectando…', refused: 'Actualizaciones en directo no permitidas' },
  summary: {
    candidates: 'Candidatos', online: 'En línea', inProgress: 'En curso', submitted: 'Entregados', expired: 'Vencidos',
    notStarted: 'Sin empezar', events: 'Incidencias', serverTime: 'Hora del servidor',
  },
  status: { 0: 'Entregado', 1: 'Guardado', 2: 'En curso', 3: 'Sin empezar', 4: 'Reanudado', 5: 'Vencido' },
  onlineState: { online: 'En línea', offline: 'Sin conexión' },
  column: {
    username: 'Número de candidato', name: 'Nombre', className: 'Convocatoria', online: 'En línea', status: 'Estado',
    progress: 'Respondidas', timeLeft: 'Tiempo restante', events: 'Incidencias', lastSeen: 'Última conexión',
  },
  filter: { status: 'Estado', online: 'En línea o sin conexión', withEvents: 'Solo con incidencias', search: 'Número, nombre o convocatoria' },
  timeUp: 'Tiempo agotado',
  shown: '{{shown}} de {{total}} candidatos',
  eventsTitle: 'Incidencias · {{name}}',
  eventKinds: {
    'tab-hidden': 'Salió de la pestaña del examen', 'window-blur': 'La ventana perdió el foco', 'fullscreen-exit': 'Salió de pantalla completa',
    copy: 'Copia bloqueada', paste: 'Pegado bloqueado', 'context-menu': 'Menú contextual bloqueado', reconnect: 'Reconectado',
  },
  eventAt: 'Hora',
  eventKind: 'Incidencia',
  noEvents: 'No hay incidencias registradas.',
  actions: {
    more: 'Acciones', message: 'Enviar un mensaje', messageAll: 'Mensaje a todos', extraTime: 'Dar tiempo extra',
    forceSubmit: 'Forzar la entrega', allowReentry: 'Permitir volver a entrar', log: 'Registro de actividad',
  },
  form: {
    text: 'Mensaje', reason: 'Motivo', minutes: 'Minutos', reentryMinutes: 'Minutos extra (0: hasta el plazo actual)',
    messageTitle: 'Mensaje para {{name}}', messageAllTitle: 'Mensaje a todos los candidatos de {{name}}', extraTimeTitle: 'Tiempo extra para {{name}}',
    forceSubmitTitle: 'Forzar la entrega de {{name}}', allowReentryTitle: 'Permitir que {{name}} vuelva a entrar',
    forceSubmitConfirm: '¿Entregar ahora el examen de {{name}}? El candidato ya no podrá responder.',
    forceSubmitHint: 'Se entregan y califican las respuestas guardadas. El motivo queda en el registro de actividad.',
  },
  done: { message: 'Mensaje enviado', extraTime: 'Tiempo extra concedido', forceSubmit: 'Examen entregado', allowReentry: 'Se permite volver a entrar' },
  log: {
    title: 'Registro de actividad · {{name}}', at: 'Hora', actor: 'Por', action: 'Acción', candidate: 'Candidato', reason: 'Motivo', detail: 'Detalle',
    empty: 'Aún no hay nada registrado.', everyone: 'Todos',
  },
  logActions: {
    publish: 'Publicado', withdraw: 'Retirado', extend: 'Horario ampliado', extraTime: 'Tiempo extra', message: 'Mensaje',
    forceSubmit: 'Entrega forzada', reentry: 'Reentrada permitida',
  },
};

import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const es: Shape<typeof en> = {
  title: 'Examen en línea',
  status: { submitted: 'Entregado', saved: 'Guardado', inProgress: 'En curso', notStarted: 'No iniciado', resumed: 'En curso (reanudado)', expired: 'Vencido' },
  list: {
    window: 'Horario', duration: 'Duración', minutes: '{{minutes}} min', paper: 'Examen', questions: '{{count}} preguntas · {{score}} puntos',
    attempts: 'Intentos', attemptsUsed: '{{used}} de {{allowed}} usados', timeZone: 'Horas en {{zone}}', startsIn: 'Empieza en {{time}}',
    closesIn: 'Cierra en {{time}}', days: '{{days}} d', windowClosed: 'El horario del examen ha terminado', enter: 'Entrar', continue: 'Continuar', supplementary: 'Recuperación',
  },
  result: {
    score: 'Nota {{score}} / {{total}}', passed: 'Aprobado', failed: 'No aprobado', pending: 'Las tareas prácticas aún se están corrigiendo',
    afterClose: 'Su resultado se publicará cuando cierre el horario del examen.', never: 'Este examen no publica resultados.',
    marking: 'Sus respuestas se están corrigiendo.',
  },
  room: {
    title: 'Entrada al examen', back: 'Volver a mis exámenes', confirmIdentity: 'Compruebe sus datos', name: 'Nombre', number: 'Número de candidato',
    numberShort: 'N.º {{number}}', batch: 'Convocatoria', notYou: 'Si algo es incorrecto, no empiece: avise al vigilante.',
    rulesTitle: 'Normas del examen', ruleClock: 'El servidor lleva el tiempo: tiene {{minutes}} minutos desde el inicio y el examen termina a las {{end}} como muy tarde.',
    ruleSaving: 'Cada respuesta se guarda al momento. Si se corta la conexión, las respuestas esperan en este navegador y se envían al volver.',
    ruleTabs: 'Salir de la página del examen (otra pestaña o ventana) queda registrado.', ruleTabLimit: 'Salir de la página del examen queda registrado; tras {{limit}} veces el examen se entrega.',
    ruleFullscreen: 'El examen se hace en pantalla completa; salir de ella queda registrado.', ruleCopy: 'Copiar, pegar y el menú contextual están bloqueados.',
    ruleSubmit: 'Entregue cuando termine; al acabar el tiempo sus respuestas se entregan solas.',
    confirmRules: 'He leído las normas y estoy listo para empezar.', start: 'Empezar el examen', resume: 'Continuar el examen',
    notOpenYet: 'El examen aún no está abierto ({{time}}).', windowClosed: 'El horario del examen ha terminado.',
    noAttemptsLeft: 'Ha usado todos sus intentos ({{allowed}}).', unavailable: 'Este examen no está abierto para usted ahora.',
    startFailed: 'No se pudo empezar el examen', loadFailed: 'No se pudo abrir la entrada al examen',
  },
  page: {
    loadFailed: 'No se pudo cargar el examen', timeLeft: 'Tiempo restante', answeredCount: '{{answered}} / {{total}} respondidas', submit: 'Entregar',
    liveOn: 'Conectado con el vigilante', liveOff: 'Reconectando con el vigilante…', nav: 'Preguntas', layout: 'Cómo se muestran las preguntas', onePerPage: 'Una a una',
    allOnPage: 'Todas en una página', legendAnswered: 'Respondida', legendFlagged: 'Marcada para revisar', legendCurrent: 'Actual',
    prev: 'Anterior', next: 'Siguiente', position: '{{current}} / {{total}}', flag: 'Marcar para revisar', saved: 'Guardada', saving: 'Guardando…', savedElsewhere: 'Otro dispositivo guardó otra respuesta: cargándola…',
    notSaved: 'No guardada: {{message}}', noteLabel: 'Su nota para el examinador', notePlaceholder: 'Qué hizo y dónde ver su trabajo',
    timeUp: 'Se acabó el tiempo. Sus respuestas se están entregando…',
  },
  banner: {
    offline: 'Sin conexión — {{count}} respuestas en espera, se enviarán cuando vuelva la conexión',
    offline_one: 'Sin conexión — {{count}} respuesta en espera, se enviará cuando vuelva la conexión',
    offlineEmpty: 'Sin conexión — sus respuestas esperarán en este navegador y se enviarán cuando vuelva la conexión',
    sending: 'Enviando {{count}} respuestas…', sending_one: 'Enviando {{count}} respuesta…',
    closed: 'El examen ha terminado: ya no se pueden guardar respuestas.',
  },
  submit: {
    title: '¿Entregar el examen?', confirm: 'Entregar', unanswered: 'Sin responder ({{count}}): {{numbers}}', flagged: 'Marcadas para revisar ({{count}}): {{numbers}}',
    allAnswered: 'Ha respondido todas las preguntas.', warning: 'Después de entregar no podrá cambiar sus respuestas.',
    flushing: 'Enviando sus últimas respuestas ({{count}})…', submitting: 'Entregando…',
    offline: 'Está sin conexión. Mantenga esta página abierta: sus respuestas y la entrega se enviarán en cuanto vuelva la conexión.',
    failed: 'No se pudo entregar el examen',
  },
  finished: {
    submitted: 'Su examen se ha entregado', timeUp: 'Se acabó el tiempo, sus respuestas se han entregado', forced: 'El vigilante entregó su examen',
    ended: 'El examen ha terminado', forcedReason: 'Motivo: {{reason}}', later: 'Su resultado se publicará cuando el examen lo permita.',
  },
  integrity: {
    fullscreenTitle: 'Pantalla completa obligatoria', fullscreenText: 'Este examen se hace en pantalla completa. Salir de ella queda registrado.',
    fullscreenLeft: 'Ha salido de la pantalla completa. Ha quedado registrado.', enterFullscreen: 'Pantalla completa', backToFullscreen: 'Volver a pantalla completa',
    departures: 'Ha salido de la página del examen {{count}} vez/veces. Ha quedado registrado.',
    departuresLimit: 'Ha salido de la página del examen {{count}} vez/veces. {{left}} más y el examen se entrega.',
    copyBlocked: 'Copiar y pegar están bloqueados en este examen.', limitReached: 'Ha salido de la página del examen más veces de las permitidas.',
  },
  live: {
    messageTitle: 'Mensaje del vigilante', from: '{{from}}, {{time}}', acknowledge: 'Lo he leído', more: '{{count}} mensaje(s) más',
    extraTimeTitle: 'Tiempo extra', extraTime: 'Le han dado {{minutes}} minutos más. El examen termina ahora a las {{time}}.',
  },
};

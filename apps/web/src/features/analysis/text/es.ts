import type { Shape } from '../../../i18n/locales/en';
import type { en } from './en';

export const es: Shape<typeof en> = {
  title: 'Análisis de resultados',
  filter: { publication: 'Examen', allPublications: 'Todos los exámenes', reset: 'Quitar filtros', noPublications: 'Aún no hay exámenes.' },
  export: 'Exportar',
  tabs: { ranking: 'Clasificación', items: 'Análisis de preguntas', mastery: 'Dominio de conocimientos' },
  empty: {
    ranking: 'Aún no hay intentos calificados para esta selección.',
    items: 'Elija un examen arriba para analizar sus preguntas.',
    itemsNone: 'Este examen aún no tiene intentos calificados.',
    mastery: 'Aún no hay respuestas calificadas en preguntas con un punto de conocimiento.',
    pass: 'No hay exámenes publicados con lotes para esta selección.',
    failed: 'Nadie ha suspendido en esta selección.',
    supplementary: 'Aún no hay recuperaciones para esta selección.',
    candidates: 'No hay candidatos para recuperar.',
  },
  summary: { count: 'Candidatos', mean: 'Media', median: 'Mediana', sd: 'Desviación típica', highest: 'Máxima', lowest: 'Mínima' },
  chart: {
    distribution: 'Distribución de notas (parte del total)', candidates: 'Candidatos', facility: 'Facilidad', discrimination: 'Discriminación',
    items: 'Facilidad y discriminación por pregunta', mastery: 'Dominio por punto de conocimiento', pass: 'Aprobados y suspensos por examen y lote',
    passRate: 'Tasa de aprobados', supplementary: 'Tasa de aprobados en la primera convocatoria y tras la recuperación',
  },
  column: {
    rank: 'Puesto', username: 'Número de candidato', name: 'Nombre', batch: 'Lote', publication: 'Examen', score: 'Nota', timeUsed: 'Tiempo',
    passed: 'Resultado', question: 'Pregunta', answered: 'Respondida', facility: 'Facilidad', discrimination: 'Discriminación',
    pointBiserial: 'Biserial puntual', options: 'Opciones elegidas', flags: 'Avisos', knowledge: 'Punto de conocimiento', earned: 'Obtenido',
    available: 'Posible', mastery: 'Dominio', enrolled: 'Inscritos', sat: 'Presentados', absent: 'Ausentes', passedCount: 'Aprobados',
    failedCount: 'Suspensos', passRate: 'Aprobados (sobre presentados)', parent: 'Primer examen', eligible: 'Con derecho', firstPassRate: 'Aprobados en primera (sobre inscritos)',
    finalPassRate: 'Aprobados al final (sobre inscritos)', yetToSit: 'Pendientes', passRateRegistered: 'Aprobados (sobre inscritos)', passRateFirstAttempt: 'Aprobados al primer intento', registered: 'Inscritos', firstScore: 'Primera nota', reExamScore: 'Nota de recuperación', finalResult: 'Resultado final',
  },
  result: { pass: 'Aprobado', fail: 'Suspenso', notSat: 'No presentado' },
  flags: { tooEasy: 'Demasiado fácil', tooHard: 'Demasiado difícil', negative: 'Discriminación negativa' },
  section: { batches: 'Por examen y lote', failed: 'Candidatos suspendidos', publications: 'Por recuperación', candidates: 'Por candidato' },
};
